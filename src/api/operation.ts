import type { paths } from '../generated/api';
import { createOperationFactory } from './typed-operation';

/** The typed call builders over the contract's generated `paths` (openapi.yaml via `npm run gen`). */
export const { operation, getOperation, exportOperation } = createOperationFactory<paths>();
