import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { AUTO_DM_LIMITS, type AutoDmProblem } from '../../../domain/auto-dm-rules';
import { POST_NETWORK_NAMES, problemsAt, problemsUnder, type CardDraft } from '../../../domain/auto-dm';
import { autoReplyEditorMachine, type AutoReplyEditorSnapshot } from '../../../machines/auto-reply-editor.machine';
import { earnSettingsMachine } from '../../../machines/earn-settings.machine';
import { EarnWarning, type EarnActor } from '../../components/earn-warning';
import { EmptyState } from '../../components/empty-state';
import { FormAlert, TextAreaField, TextField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import { DmFunnelPanel } from './dm-funnel-panel';
import './auto-dm.css';

/** setting/autoReply?mediaId=…: one post's Auto DM, its funnel and the DMs it sent (auto-reply-editor.machine.ts). */
export default function AutoReplyPage() {
  const [params] = useSearchParams();
  const mediaId = params.get('mediaId');
  return <AutoReplyEditor key={mediaId ?? ''} mediaId={mediaId} />;
}

type Send = ReturnType<typeof useAppActorRef<typeof autoReplyEditorMachine>>['send'];
const joined = (messages: string[]) => (messages.length > 0 ? messages.join(' ') : null);

function AutoReplyEditor({ mediaId }: { mediaId: string | null }) {
  const editor = useAppActorRef(autoReplyEditorMachine, { input: { mediaId } });
  useForwardToRuntime(editor);
  // The earn rule's view of the creator: a card button that would not earn is flagged, with the missing ids to add.
  const earn = useAppActorRef(earnSettingsMachine);
  useForwardToRuntime(earn);
  const snapshot = useSelector(editor, (s) => s);
  const send = editor.send;
  const { post, failure } = snapshot.context;

  if (snapshot.hasTag('not-found')) {
    return (
      <>
        <PageHeader title="Auto DM" back />
        <EmptyState icon="link" title="Post not found">
          <p>None of your posts has this address. Pick a post in Auto DM.</p>
          <button type="button" className="lm-button" onClick={() => send({ type: 'editor.back' })}>
            Back to Auto DM
          </button>
        </EmptyState>
      </>
    );
  }
  if (snapshot.hasTag('error')) {
    return (
      <>
        <PageHeader title="Auto DM" back />
        <LoadError message={failure} onRetry={() => send({ type: 'editor.retry' })} />
      </>
    );
  }
  if (!post) {
    return (
      <>
        <PageHeader title="Auto DM" back />
        <p role="status">Loading the post’s Auto DM…</p>
      </>
    );
  }
  const saveButton = (
    <button
      type="button"
      className="lm-button"
      disabled={!snapshot.can({ type: 'editor.save' }) || snapshot.hasTag('busy')}
      onClick={() => send({ type: 'editor.save' })}
    >
      {snapshot.hasTag('saving') ? 'Saving…' : 'Save'}
    </button>
  );
  return (
    <>
      <PageHeader title="Auto DM" back actions={saveButton} />
      <div className="lm-adm" aria-busy={snapshot.hasTag('busy')}>
        <section className="lm-adm-card" aria-label="Post">
          <h2>{post.scheduled ? 'Scheduled post' : `${POST_NETWORK_NAMES[post.platform]} post`}</h2>
          <p>{post.caption?.trim() || post.mediaId}</p>
          <p className="lm-adm-muted">
            {post.scheduled
              ? `Goes live ${new Date(post.postedAt).toLocaleString('en-US')}; its Auto DM starts then.`
              : `Posted ${new Date(post.postedAt).toLocaleString('en-US')}.`}
          </p>
        </section>
        <FormAlert message={failure} />
        <ReplyForm snapshot={snapshot} send={send} earn={earn} />
        <DmFunnelPanel mediaId={post.mediaId} />
        <SentMessages snapshot={snapshot} send={send} />
      </div>
    </>
  );
}

function ReplyForm({ snapshot, send, earn }: { snapshot: AutoReplyEditorSnapshot; send: Send; earn: EarnActor }) {
  const { draft, dirty } = snapshot.context;
  const problems: AutoDmProblem[] = [...snapshot.context.problems, ...snapshot.context.serverProblems];
  return (
    <section className="lm-adm-card" aria-label="Auto DM of this post">
      <h2>Auto DM of this post</h2>
      <p className="lm-adm-muted" role="status">
        {snapshot.hasTag('saving') ? 'Saving…' : dirty ? 'You have unsaved changes.' : 'Everything is saved.'}
      </p>
      <label className="lm-adm-toggle">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => send({ type: 'draft.enabled', value: e.target.checked })}
        />
        Auto DM on for this post
      </label>
      <label className="lm-adm-toggle">
        <input
          type="checkbox"
          checked={draft.anyComment}
          onChange={(e) => send({ type: 'draft.anyComment', value: e.target.checked })}
        />
        Answer any comment
      </label>
      {!draft.anyComment && (
        <TextField
          label="Trigger words"
          name="keywords"
          value={draft.keywordsText}
          error={joined(problemsUnder(problems, '/keywords'))}
          hint={`Separate them with commas, at most ${AUTO_DM_LIMITS.keywords}. A comment containing one as a whole word gets the DM; capitals do not count.`}
          onChange={(value) => send({ type: 'draft.text', field: 'keywordsText', value })}
        />
      )}
      <TextAreaField
        label="Direct message"
        name="dmText"
        value={draft.dmText}
        rows={3}
        error={joined(problemsAt(problems, '/dmText'))}
        hint={`${draft.dmText.length}/${AUTO_DM_LIMITS.dmText}`}
        onChange={(value) => send({ type: 'draft.text', field: 'dmText', value })}
      />
      <TextAreaField
        label="Public reply under the comment"
        name="commentReply"
        value={draft.commentReply}
        rows={2}
        error={joined(problemsAt(problems, '/commentReply'))}
        hint={`${draft.commentReply.length}/${AUTO_DM_LIMITS.commentReply}`}
        onChange={(value) => send({ type: 'draft.text', field: 'commentReply', value })}
      />
      <h3>Carousel</h3>
      <p className="lm-adm-muted">
        Up to {AUTO_DM_LIMITS.cards} cards sent with the message, each with a title, a picture, a subtitle and up to{' '}
        {AUTO_DM_LIMITS.buttons} buttons leading to your links.
      </p>
      {problemsAt(problems, '/carouselReplyContentList').map((message) => (
        <p key={message} className="lm-field__error">
          {message}
        </p>
      ))}
      {draft.cards.map((card, index) => (
        <CardForm
          key={card.key}
          card={card}
          index={index}
          problems={problems}
          snapshot={snapshot}
          send={send}
          earn={earn}
        />
      ))}
      <div className="lm-adm-actions">
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={!snapshot.can({ type: 'card.add' })}
          onClick={() => send({ type: 'card.add' })}
        >
          Add card
        </button>
      </div>
    </section>
  );
}

function CardForm(props: {
  card: CardDraft;
  index: number;
  problems: AutoDmProblem[];
  snapshot: AutoReplyEditorSnapshot;
  send: Send;
  earn: EarnActor;
}) {
  const { card, index, problems, snapshot, send, earn } = props;
  const n = index + 1;
  const at = `/carouselReplyContentList/${index}`;
  return (
    <fieldset className="lm-adm-cardform" aria-label={`Card ${n}`}>
      <legend>Card {n}</legend>
      <TextField
        label={`Card ${n} title`}
        name={`card-${n}-title`}
        value={card.title}
        required
        error={joined(problemsAt(problems, `${at}/title`))}
        hint={`${card.title.length}/${AUTO_DM_LIMITS.cardTitle}`}
        onChange={(value) => send({ type: 'card.text', card: card.key, field: 'title', value })}
      />
      <TextField
        label={`Card ${n} picture address`}
        name={`card-${n}-image`}
        type="url"
        value={card.imageUrl}
        error={joined(problemsAt(problems, `${at}/imageUrl`))}
        onChange={(value) => send({ type: 'card.text', card: card.key, field: 'imageUrl', value })}
      />
      <TextField
        label={`Card ${n} subtitle`}
        name={`card-${n}-subtitle`}
        value={card.subtitle}
        error={joined(problemsAt(problems, `${at}/subtitle`))}
        onChange={(value) => send({ type: 'card.text', card: card.key, field: 'subtitle', value })}
      />
      {problemsAt(problems, `${at}/chatButtonReqList`).map((message) => (
        <p key={message} className="lm-field__error">
          {message}
        </p>
      ))}
      {card.buttons.map((button, b) => {
        const m = b + 1;
        const bat = `${at}/chatButtonReqList/${b}`;
        return (
          <div key={button.key} className="lm-adm-buttons">
            <TextField
              label={`Card ${n} button ${m} title`}
              name={`card-${n}-button-${m}-title`}
              value={button.title}
              required
              error={joined(problemsAt(problems, `${bat}/title`))}
              onChange={(value) =>
                send({ type: 'button.text', card: card.key, button: button.key, field: 'title', value })
              }
            />
            <TextField
              label={`Card ${n} button ${m} address`}
              name={`card-${n}-button-${m}-url`}
              type="url"
              value={button.contentUrl}
              error={joined(problemsAt(problems, `${bat}/contentUrl`))}
              onChange={(value) =>
                send({ type: 'button.text', card: card.key, button: button.key, field: 'contentUrl', value })
              }
            />
            <EarnWarning
              earn={earn}
              address={button.contentUrl}
              kept={button.keepUntagged ?? false}
              what={`Button ${m} of card ${n}`}
              onKeep={(keep) => send({ type: 'button.keep', card: card.key, button: button.key, keep })}
            />
            <button
              type="button"
              className="lm-button lm-button--secondary"
              onClick={() => send({ type: 'button.remove', card: card.key, button: button.key })}
            >
              Remove button {m} of card {n}
            </button>
          </div>
        );
      })}
      <div className="lm-adm-actions">
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={!snapshot.can({ type: 'button.add', card: card.key })}
          onClick={() => send({ type: 'button.add', card: card.key })}
        >
          Add button to card {n}
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => send({ type: 'card.remove', card: card.key })}
        >
          Remove card {n}
        </button>
      </div>
    </fieldset>
  );
}

function SentMessages({ snapshot, send }: { snapshot: AutoReplyEditorSnapshot; send: Send }) {
  const { list, total } = snapshot.context.messages;
  return (
    <section className="lm-adm-card" aria-label="DMs sent for this post">
      <h2>DMs sent for this post</h2>
      <p className="lm-adm-muted" data-testid="dm-total">
        {total === 0
          ? 'No comment has triggered a DM yet.'
          : `${total.toLocaleString('en-US')} comment${total === 1 ? '' : 's'} triggered a DM.`}
      </p>
      {list.length > 0 && (
        <table className="lm-adm-table" aria-label="DMs">
          <thead>
            <tr>
              <th scope="col">Comment</th>
              <th scope="col">From</th>
              <th scope="col">DM</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.map((m) => (
              <tr key={m.commentId} data-comment-id={m.commentId}>
                <td>{m.commentText}</td>
                <td>{m.commenterUsername ? `@${m.commenterUsername}` : '—'}</td>
                <td data-testid="dm-content">
                  {m.dmText ?? ''}
                  {m.cardCount > 0 ? ` (${m.cardCount} card${m.cardCount === 1 ? '' : 's'})` : ''}
                </td>
                <td className={`lm-adm-status--${m.status}`} data-testid="dm-status">
                  {m.status === 'sent'
                    ? `Sent ${m.sentAt ? new Date(m.sentAt).toLocaleString('en-US') : ''}`
                    : m.status === 'queued'
                      ? 'Queued: waits for the hourly allowance'
                      : `Failed: ${m.reason ?? 'no reason given'}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'messages.refresh' })}
        onClick={() => send({ type: 'messages.refresh' })}
      >
        Refresh DMs
      </button>
    </section>
  );
}
