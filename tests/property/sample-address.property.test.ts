import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  EMPTY_SAMPLE_ADDRESS,
  pendingSampleText,
  sampleAddressErrors,
  sampleRequestBody,
  type SampleAddressValues,
} from '../../src/domain/sample-address';

const filled = fc.record({
  name: fc.stringMatching(/^[A-Za-z ]{1,30}$/).filter((s) => s.trim() !== ''),
  line1: fc.stringMatching(/^[A-Za-z0-9 ]{1,40}$/).filter((s) => s.trim() !== ''),
  line2: fc.stringMatching(/^[A-Za-z0-9 ]{0,20}$/),
  city: fc.stringMatching(/^[A-Za-z ]{1,30}$/).filter((s) => s.trim() !== ''),
  state: fc.stringMatching(/^[A-Z]{0,2}$/),
  postalCode: fc.stringMatching(/^[0-9]{5}$/),
  country: fc.constantFrom('US', 'us', 'Ca'),
  note: fc.string({ maxLength: 40 }),
});

describe('a sample request address', () => {
  it.prop([filled])(
    'a complete address has no errors and is sent trimmed, the country in capitals, empty extras left out',
    (values: SampleAddressValues) => {
      expect(sampleAddressErrors(values)).toEqual({});
      const body = sampleRequestBody('p1', values);
      expect(body.shippingAddress.country).toMatch(/^[A-Z]{2}$/);
      expect(body.shippingAddress.name).toBe(values.name.trim());
      expect('line2' in body.shippingAddress).toBe(values.line2.trim() !== '');
      expect('note' in body).toBe(values.note.trim() !== '');
    },
  );

  it.prop([filled, fc.constantFrom<keyof SampleAddressValues>('name', 'line1', 'city', 'postalCode', 'country')])(
    'a required field left blank is named, and only it',
    (values, field) => {
      const errors = sampleAddressErrors({ ...values, [field]: '   ' });
      expect(Object.keys(errors)).toEqual([field]);
      expect(Object.keys(sampleAddressErrors(EMPTY_SAMPLE_ADDRESS)).sort()).toEqual([
        'city',
        'line1',
        'name',
        'postalCode',
      ]);
    },
  );

  it.prop([
    fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
  ])('an earlier request is dated by its Pacific calendar day', (at) => {
    const pacific = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(at);
    expect(pendingSampleText(at.toISOString())).toBe(
      `You asked for a sample of this product on ${pacific}. The brand has not answered yet.`,
    );
  });
});
