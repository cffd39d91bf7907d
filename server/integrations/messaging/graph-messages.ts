import type { MessagingNetwork, PrivateReply, ReplyCard } from './messaging-port';

/**
 * The bodies Graph takes for a private reply (Instagram Platform "Private Replies", Messenger Platform "Private
 * Replies" and "Generic Template"): the recipient is the comment, the message a text or a generic template of up to
 * ten elements, each with at most three buttons. A button with an address opens it (web_url); one without is a
 * postback, which Graph requires to carry a payload.
 */

export type GraphButton =
  { type: 'web_url'; url: string; title: string } | { type: 'postback'; title: string; payload: string };

export interface GraphTemplateElement {
  title: string;
  subtitle?: string;
  image_url?: string;
  buttons?: GraphButton[];
}

export type GraphMessage =
  | { text: string }
  | {
      attachment: {
        type: 'template';
        payload: { template_type: 'generic'; elements: GraphTemplateElement[] };
      };
    };

export interface GraphPrivateReplyBody {
  recipient: { comment_id: string };
  message: GraphMessage;
}

/** Identifies the button a postback came from; Linkmint sends no more than one message per comment anyway. */
export function postbackPayload(cardIndex: number, buttonIndex: number): string {
  return `LINKMINT_CARD_${cardIndex + 1}_BUTTON_${buttonIndex + 1}`;
}

function templateElement(card: ReplyCard, cardIndex: number): GraphTemplateElement {
  const element: GraphTemplateElement = { title: card.title };
  if (card.subtitle) element.subtitle = card.subtitle;
  if (card.imageUrl) element.image_url = card.imageUrl;
  // Graph refuses an empty buttons list ("too few elements"), so a card without buttons leaves the field out.
  if (card.buttons.length > 0) {
    element.buttons = card.buttons.map((button, buttonIndex): GraphButton =>
      button.url
        ? { type: 'web_url', url: button.url, title: button.title }
        : { type: 'postback', title: button.title, payload: postbackPayload(cardIndex, buttonIndex) },
    );
  }
  return element;
}

export function graphMessage(message: PrivateReply['message']): GraphMessage {
  if (message.kind === 'text') return { text: message.text };
  return {
    attachment: {
      type: 'template',
      payload: { template_type: 'generic', elements: message.cards.map(templateElement) },
    },
  };
}

/** POST /{sender}/messages: the Instagram account id or the Page id sends, the comment is the recipient. */
export function privateReplyBody(reply: PrivateReply): GraphPrivateReplyBody {
  return { recipient: { comment_id: reply.commentId }, message: graphMessage(reply.message) };
}

/** The public answer under a comment: Instagram comments take replies, Page comments take comments. */
export function publicReplyPath(network: MessagingNetwork, commentId: string): string {
  return `${encodeURIComponent(commentId)}/${network === 'instagram' ? 'replies' : 'comments'}`;
}
