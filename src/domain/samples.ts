/** The creator's sample requests page (samples/index): its address and how an application's state reads. */
export const SAMPLES_PATH = '/pages/samples/index';

/** Statuses as the apply-in-shop records answer them, in the creator's words. */
export const SAMPLE_STATUS_LABELS = {
  pending: 'Waiting for the brand',
  approved: 'Approved',
  rejected: 'Declined',
} as const;
