import { PageHeader } from '../../components/page-header';
import { CollectionForm } from '../edit-collection/collection-form';

/** myShopCreate/index: a new collection of My Shop with its cover and the products it starts with. */
export default function MyShopCreatePage() {
  return (
    <>
      <PageHeader title="New collection" back />
      <CollectionForm collectionId={null} />
    </>
  );
}
