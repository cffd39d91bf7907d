import { noDeadEndsShard } from '../support/no-dead-ends-crawl';

// One of three files crawling the app side by side (tests/support/no-dead-ends-crawl.ts says what each covers).
noDeadEndsShard({ n: 3, of: 3 });
