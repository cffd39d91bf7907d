import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/http/contract';
import { RequestValidator } from '../../server/http/request-validator';

/** Multipart bodies (update_collection) are held against their schema like JSON ones; files stand in as binary strings. */
describe('multipart bodies against the contract', () => {
  const contract = loadContract();
  const validator = new RequestValidator(contract);
  const op = contract.byId.get('updateCollection')!;
  const cover = new File([Uint8Array.of(1, 2, 3)], 'c.png', { type: 'image/png' });
  const messages = (body: Record<string, unknown>) => validator.validateBody(op, body).map((p) => p.message);

  it('accepts the text fields with a file', () => {
    expect(messages({ name: 'Summer', description: 'Beach', cover, shopDomain: 'janes-picks' })).toEqual([]);
    expect(messages({ collectionId: 'c-1', name: 'Summer' })).toEqual([]);
  });

  it('names what is wrong with the text fields', () => {
    expect(messages({ cover })).toEqual(['name is required']);
    expect(messages({ name: '' })).toEqual(['name must not be empty']);
    expect(messages({ name: 'x'.repeat(101) })).toEqual(['name must be at most 100 characters']);
    expect(messages({ name: 'x', colour: 'red' })).toEqual(['colour is not a known field']);
    expect(messages({ name: 'x', collectionId: 'not valid!' })).toEqual(['collectionId has an invalid format']);
    // A field sent twice arrives as a list (parseBody with all: true).
    expect(messages({ name: ['a', 'b'] })).toEqual(['name must be of type string']);
  });

  it('leaves the file itself to the handler (its type is read from its bytes)', () => {
    expect(messages({ name: 'x', cover: new File([], 'empty.gif') })).toEqual([]);
  });
});
