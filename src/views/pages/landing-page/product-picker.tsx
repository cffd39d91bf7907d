import type { LandingEditorSnapshot } from '../../../machines/landing-page-editor.machine';
import { ProductPickerModal } from '../../components/product-picker-modal';
import type { EditorSend } from './landing-editor-page';

/** The product picker of a product block: My Shop or the catalog, searchable; Choose fills the block. */
export function ProductPicker({ snapshot, send }: { snapshot: LandingEditorSnapshot; send: EditorSend }) {
  const picker = snapshot.context.picker;
  if (!picker) return null;
  return (
    <ProductPickerModal
      source={picker.source}
      keyword={picker.keyword}
      results={picker.results}
      failure={picker.failure}
      searching={snapshot.hasTag('searching')}
      canSearch={snapshot.can({ type: 'picker.search' })}
      onSource={(source) => send({ type: 'picker.source', source })}
      onKeyword={(value) => send({ type: 'picker.keyword', value })}
      onSearch={() => send({ type: 'picker.search' })}
      onChoose={(productId) => send({ type: 'picker.choose', productId })}
      onClose={() => send({ type: 'picker.close' })}
    />
  );
}
