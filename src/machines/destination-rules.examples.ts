import type { SimulationExamples } from './actor-examples';
import type { destinationRulesMachine } from './destination-rules.machine';

const RULES = {
  rules: [
    { countries: ['GB', 'IE'], destination: 'https://www.amazon.co.uk/dp/B09B8V1LZ3?tag=mayafinds-21' },
    { countries: [], device: 'ios' as const, destination: 'https://apps.apple.com/app/id1234567890' },
  ],
};

export const destinationRulesExamples: SimulationExamples<typeof destinationRulesMachine> = {
  actors: {
    getDestinationRules: { output: RULES, error: 'This short link does not exist.' },
    setDestinationRules: {
      output: RULES,
      error: 'Rule 2: the destination must be a full web address starting with https://.',
    },
  },
};
