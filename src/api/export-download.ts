import { DOWNLOAD_SUCCESS_TEXT, NOTICE_TOAST_MS } from '../domain/spec-constants';
import { callExport, notify, type ApiCall } from './client';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the creator's local time, the stamp export file names carry (spec §7). */
export function exportTimestamp(at: Date): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${date} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/**
 * The name an export is saved under: the base name, then the timestamp when one is given, then the
 * extension (spreadsheets by default). Browsers replace characters a file system refuses (':' on Windows).
 */
export function exportFileName(baseName: string, options: { at?: Date; extension?: string } = {}): string {
  const stamp = options.at ? ` ${exportTimestamp(options.at)}` : '';
  return `${baseName.trim()}${stamp}.${options.extension ?? 'xlsx'}`;
}

/** Hands a file to the browser's download manager under the given name. */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Runs an export call, saves the file and tells the creator ('download successful', spec §8). */
export async function downloadExport(call: ApiCall, fileName: string, doc?: Document): Promise<void> {
  const blob = await callExport(call);
  saveFile(blob, fileName, doc);
  notify({ text: DOWNLOAD_SUCCESS_TEXT, durationMs: NOTICE_TOAST_MS });
}
