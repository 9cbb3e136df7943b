// How a message is made: each template in this folder is a React Email component for the HTML
// part, with its subject and plain-text part beside it, all from plain typed props. The HTML is
// the message's body only; the mailer frames it in the association's look at send time
// (frame.tsx), so a message kept in the outbox is sent in the look of the day it leaves.
import { createElement, type ReactElement } from 'react';
import { render } from '@react-email/render';

export interface EmailTemplate<P extends object> {
  /** The subject line, exactly as members receive it. */
  subject: (props: P) => string;
  /** The plain-text part, exactly as members receive it. */
  text: (props: P) => string;
  /** The HTML part: React escapes every value put in it. */
  Body: (props: P) => ReactElement;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const defineEmail = <P extends object>(template: EmailTemplate<P>): EmailTemplate<P> => template;

/**
 * React Email's markup as a fragment: without the document type and the comments React leaves for
 * hydration (`<!-- -->` between text pieces, `<!--$-->` around Suspense). No user text can
 * produce those comments: React escapes every `<`.
 */
export async function toHtml(element: ReactElement): Promise<string> {
  const html = await render(element);
  return html.replace(/^<!DOCTYPE[^>]*>/i, '').replace(/<!--(?: |\/?\$)-->/g, '');
}

/** The subject, plain-text part and HTML part of one message. */
export async function renderEmail<P extends object>(
  template: EmailTemplate<P>,
  props: P,
): Promise<RenderedEmail> {
  return {
    subject: template.subject(props),
    text: template.text(props),
    html: await toHtml(createElement(template.Body, props)),
  };
}
