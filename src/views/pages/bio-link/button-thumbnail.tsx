import type { ButtonDraft } from '../../../domain/bio-link';
import './button-thumbnail.css';

/** The pictures a thumbnail upload takes (the media library recognises them by their bytes again). */
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** A button's thumbnail as the editor list shows it: the small square the public page draws, or an empty one. */
export function ButtonThumbnailImage({ button }: { button: ButtonDraft }) {
  return button.thumbnailUrl ? (
    <img className="lm-bio-thumb" src={button.thumbnailUrl} alt="" width={40} height={40} />
  ) : (
    <span className="lm-bio-thumb lm-bio-thumb--none" aria-hidden="true" />
  );
}

/**
 * Upload a picture as a button's thumbnail, take a product's picture (the product picker), or take it off; the upload
 * and the picker are the machine's (editor.button.thumbnail, editor.button.pickPicture).
 */
export function ButtonThumbnailControls({
  button,
  uploading,
  canUpload,
  onFile,
  onPickProduct,
  onRemove,
}: {
  button: ButtonDraft;
  uploading: boolean;
  canUpload: boolean;
  onFile: (file: Blob) => void;
  onPickProduct: () => void;
  onRemove: () => void;
}) {
  return (
    <span className="lm-bio-thumb-controls">
      <label className="lm-button lm-button--secondary lm-bio-thumb-upload">
        {uploading ? 'Uploading…' : button.thumbnailUrl ? 'Change picture' : 'Add picture'}
        <input
          type="file"
          accept={PICTURE_TYPES}
          className="lm-visually-hidden"
          aria-label={`Picture for ${button.title}`}
          disabled={!canUpload}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        aria-label={`Use a product's picture for ${button.title}`}
        disabled={!canUpload}
        onClick={onPickProduct}
      >
        Use a product's picture
      </button>
      {button.thumbnailUrl && (
        <button
          type="button"
          className="lm-button lm-button--secondary"
          aria-label={`Remove the picture of ${button.title}`}
          onClick={onRemove}
        >
          Remove picture
        </button>
      )}
    </span>
  );
}
