import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/database';
import { badRequest } from '../../errors';
import type { CommandHandler } from '../../events/command-handler';
import { ProjectionError } from '../../events/projections';
import {
  DocumentIdTakenError,
  type DocumentCommand,
  type DocumentEvent,
  type DocumentState,
} from './creator-document-decider';

/** Running the document commands of creator-document.ts: ids drawn afresh on a clash, a slug race told in words. */

const newDocumentId = () => randomBytes(9).toString('base64url');

export type DocumentHandler<Doc> = CommandHandler<DocumentCommand<Doc>, DocumentState<Doc>, DocumentEvent<Doc>>;

/**
 * Runs a command; a unique-slug violation (another request took the slug between the check and the append) becomes
 * the same sentence as the check's.
 */
export async function runDocument<Doc>(
  handle: DocumentHandler<Doc>,
  stream: (id: string) => string,
  command: DocumentCommand<Doc>,
  call: { now: Date; slugTaken?: string },
) {
  try {
    return await handle(stream(command.id), command, { now: call.now });
  } catch (error) {
    if (call.slugTaken && error instanceof ProjectionError && isUniqueViolation(error.cause))
      throw badRequest(call.slugTaken);
    throw error;
  }
}

/** Creates a document under a new id and answers the id. */
export async function createDocument<Doc>(
  handle: DocumentHandler<Doc>,
  stream: (id: string) => string,
  shopDomain: string,
  document: Doc,
  call: { now: Date; slugTaken?: string },
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const id = newDocumentId();
    try {
      await runDocument(handle, stream, { type: 'Create', id, shopDomain, document }, call);
      return id;
    } catch (error) {
      if (error instanceof DocumentIdTakenError && attempt < 5) continue;
      throw error;
    }
  }
}

/** Deletes a document of the shop (after `own` found it, or said it is unknown) and answers the contract's Deletion. */
export async function deleteDocument<Doc>(
  handle: DocumentHandler<Doc>,
  stream: (id: string) => string,
  call: { id: string; shopDomain: string; now: Date; own: (id: string) => Promise<unknown> },
): Promise<{ id: string; deletedAt: string }> {
  await call.own(call.id);
  const { events } = await runDocument(
    handle,
    stream,
    { type: 'Delete', id: call.id, shopDomain: call.shopDomain },
    { now: call.now },
  );
  return { id: call.id, deletedAt: events[0]?.data.at ?? call.now.toISOString() };
}
