/** Downloads a picture the server keeps (a rendered collage under /media/) and hands it to the browser's downloads. */
import { saveFile } from './export-download';

export async function downloadPicture(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The picture answered ${response.status}.`);
  saveFile(await response.blob(), fileName);
}
