import { useSearchParams } from 'react-router-dom';
import { mapUrl, NO_PLACE_TEXT, placeOf } from '../../../domain/system-locations';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

/** /open-location?latitude=…&longitude=…&name=…&address=…: the place, and a link that opens it on a map. */
export default function OpenLocationPage() {
  const [params] = useSearchParams();
  const place = placeOf(params);
  if (!place) {
    return (
      <>
        <PageHeader title="Location" back />
        <EmptyState icon="compass" title="No place to show">
          <p>{NO_PLACE_TEXT}</p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title={place.name ?? 'Location'} back />
      <EmptyState icon="compass" title={place.name ?? 'A place'}>
        {place.address && <p>{place.address}</p>}
        <p>
          Latitude {place.latitude}, longitude {place.longitude}
        </p>
        <p>
          <a className="lm-button" href={mapUrl(place)} target="_blank" rel="noopener noreferrer">
            Open in a map
          </a>
        </p>
      </EmptyState>
    </>
  );
}
