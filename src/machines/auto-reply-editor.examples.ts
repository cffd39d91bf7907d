import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_AUTO_REPLY, EXAMPLE_DM, EXAMPLE_POST } from './auto-dm-example-posts';
import type { autoReplyEditorMachine } from './auto-reply-editor.machine';

const reply = {
  mediaId: 'post_1',
  platform: 'instagram',
  autoReply: EXAMPLE_AUTO_REPLY,
  updatedAt: '2026-11-24T08:30:00.000Z',
} as const;
const messages = { list: [EXAMPLE_DM], total: 14 };

export const autoReplyEditorExamples: SimulationExamples<typeof autoReplyEditorMachine> = {
  actors: {
    getAutoReply: { output: { post: EXAMPLE_POST, reply, messages }, error: 'This post could not be loaded.' },
    getAutoReplyMessages: { output: messages, error: 'The DMs could not be loaded.' },
    checkAddAutoReplyV4: { output: { ok: true, problems: [] }, error: 'The Auto DM could not be checked.' },
    addAutoReplyV4: {
      output: { ...reply, updatedAt: '2026-11-25T17:31:00.000Z' },
      error: 'The Auto DM could not be saved.',
    },
  },
};
