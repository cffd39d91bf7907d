import { visitorDevice, type DestinationRule } from '../../../src/domain/destination-rules';
import { redirectDestination, type RedirectDestination } from '../../../src/domain/redirect-destination';
import type { AmazonLocalising, LinkToLocalise } from './amazon-localising';
import { countryOf, type ClickRequest } from './link-clicks';

/**
 * The redirect's choice for one visitor (src/domain/redirect-destination.ts): the first destination rule they
 * match, else the link's Amazon product on their own store, else the link's own destination. From memory only: the
 * link comes from the link cache (or a module's tracked link), the shop's Amazon ids from `localising`, the
 * visitor's device and country from the request.
 */
export async function chooseDestination(
  localising: AmazonLocalising,
  link: LinkToLocalise & { rules?: readonly DestinationRule[] },
  request: Pick<ClickRequest, 'userAgent' | 'country'>,
): Promise<RedirectDestination> {
  const amazon = await localising.amazonOf(link);
  const hasRules = !!link.rules && link.rules.length > 0;
  return redirectDestination(
    { destination: link.destination, ...(hasRules ? { rules: link.rules } : {}), localises: amazon.localises },
    {
      country: countryOf(request.country),
      // Only rules look at the device: a link without any spares the User-Agent's second reading.
      ...(hasRules ? { device: visitorDevice(request.userAgent) } : {}),
    },
    amazon.ids,
  );
}
