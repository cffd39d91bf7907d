/**
 * The shipping address of a sample request (add_sample's PostalAddress): which fields are required, their
 * limits, and what is sent. Pure, so the form and the property tests agree with the contract.
 */

export interface SampleAddressValues {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  note: string;
}

export type SampleAddressField = keyof SampleAddressValues;
export type SampleAddressErrors = Partial<Record<SampleAddressField, string>>;

export const EMPTY_SAMPLE_ADDRESS: SampleAddressValues = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
  note: '',
};

const LIMITS: Record<SampleAddressField, number> = {
  name: 100,
  line1: 200,
  line2: 200,
  city: 100,
  state: 50,
  postalCode: 20,
  country: 2,
  note: 500,
};
const REQUIRED: readonly SampleAddressField[] = ['name', 'line1', 'city', 'postalCode', 'country'];
const LABELS: Record<SampleAddressField, string> = {
  name: 'Name',
  line1: 'Address',
  line2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP or postal code',
  country: 'Country',
  note: 'Note',
};

/** The sentences for the fields that would be refused; empty when the address can be sent. */
export function sampleAddressErrors(values: SampleAddressValues): SampleAddressErrors {
  const errors: SampleAddressErrors = {};
  for (const field of Object.keys(LIMITS) as SampleAddressField[]) {
    const value = values[field].trim();
    if (REQUIRED.includes(field) && value === '') errors[field] = `${LABELS[field]} is required.`;
    else if (value.length > LIMITS[field]) errors[field] = `${LABELS[field]} has at most ${LIMITS[field]} characters.`;
  }
  const postal = values.postalCode.trim();
  if (!errors.postalCode && !/^[A-Za-z0-9 -]{2,}$/.test(postal))
    errors.postalCode = 'A ZIP or postal code has letters, digits, spaces or hyphens.';
  if (!errors.country && !/^[A-Za-z]{2}$/.test(values.country.trim()))
    errors.country = 'Use the two-letter country code, e.g. US.';
  return errors;
}

/** The address as add_sample takes it: trimmed, the country upper-cased, empty optional fields left out. */
export function sampleRequestBody(productId: string, values: SampleAddressValues) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const shippingAddress = {
    name: values.name.trim(),
    line1: values.line1.trim(),
    ...(optional(values.line2) ? { line2: values.line2.trim() } : {}),
    city: values.city.trim(),
    ...(optional(values.state) ? { state: values.state.trim() } : {}),
    postalCode: values.postalCode.trim(),
    country: values.country.trim().toUpperCase(),
  };
  return { productId, shippingAddress, ...(optional(values.note) ? { note: values.note.trim() } : {}) };
}

/** What the product page says of a sample asked for earlier and not answered yet (the date in Pacific time). */
export function pendingSampleText(appliedAt: string): string {
  const day = new Date(appliedAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/Los_Angeles',
  });
  return `You asked for a sample of this product on ${day}. The brand has not answered yet.`;
}
