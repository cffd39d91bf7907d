import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/empty-state';
import { CollectionForm } from './collection-form';

/** editCollection/index?id=: a collection's name, description and cover picture. */
export default function EditCollectionPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <>
      <PageHeader title="Edit collection" back />
      {id ? (
        <CollectionForm key={id} collectionId={id} />
      ) : (
        <EmptyState icon="links" title="No collection chosen">
          <p>Open a collection from My Shop to edit it.</p>
        </EmptyState>
      )}
    </>
  );
}
