/** The creator's sample requests page (samples/index): its address and how an application's state reads. */
import { ROUTES } from './route-table';
export const SAMPLES_PATH = ROUTES.samples.path;

/** Statuses as the apply-in-shop records answer them, in the creator's words. */
export const SAMPLE_STATUS_LABELS = {
  pending: 'Waiting for the brand',
  approved: 'Approved',
  rejected: 'Declined',
} as const;
