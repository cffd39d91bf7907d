import { accessibilityShard } from '../support/accessibility-audit';

// One of two files auditing the app side by side (tests/support/accessibility-audit.ts says what each covers).
accessibilityShard({ n: 2, of: 2 });
