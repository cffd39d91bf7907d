/** The link gallery pages (spec §2 linkGallery): their addresses and what they say. */
import { withQuery } from './routes';
import { ROUTES } from './route-table';

export const GALLERY_INDEX_PATH = ROUTES.galleries.path;
export const GALLERY_CREATE_PATH = ROUTES.galleryCreate.path;
export const GALLERY_EDIT_PATH = ROUTES.galleryEdit.path;
export const GALLERY_PREVIEW_PATH = ROUTES.galleryPreview.path;

export const galleryEditPath = (id: string) => withQuery(GALLERY_EDIT_PATH, { id });
export const galleryPreviewPath = (id: string) => withQuery(GALLERY_PREVIEW_PATH, { id });

export const GALLERY_TEXTS = {
  loadFailed: 'Your galleries could not be loaded. Try again.',
  galleryLoadFailed: 'The gallery could not be loaded. Try again.',
  missing: 'This gallery is not in your shop. It may have been deleted.',
  noId: 'Choose a gallery first.',
  deleted: 'Gallery deleted. Its address no longer opens anything.',
  saved: 'Gallery saved.',
  published: 'The gallery is public at its address.',
  unpublished: 'The gallery is hidden: its address shows nothing until you publish it again.',
  uploadFailed: 'The files could not be uploaded. Try again.',
  saveFailed: 'The gallery could not be saved. Try again.',
  publishFailed: 'The change could not be saved. Try again.',
  blankTitle: 'Give the gallery a title.',
  unreadableFile: (name: string) => `${name} could not be read. Choose it again.`,
  notAllAdded: (left: number) =>
    `The album is full (9 tiles); ${left} more ${left === 1 ? 'file is' : 'files are'} kept in your library.`,
} as const;

export const GALLERY_DELETE_CONFIRM = {
  title: 'Delete this gallery?',
  content: [
    'Its public address and the tracked links of its tiles stop working at once. The pictures stay in your library.',
  ],
  confirmText: 'Delete',
  cancelText: 'Cancel',
} as const;
