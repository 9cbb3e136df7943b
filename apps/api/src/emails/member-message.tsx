// A message staff write to members (association news or competition notices): the body as staff
// wrote it, merge fields filled in, and a footer saying why the member receives it. The body is
// plain text: React escapes it, so no markup staff or a merge field put in it reaches the HTML.
import { Hr } from '@react-email/components';
import { P } from './parts.js';
import { defineEmail } from './render.js';

export interface MemberMessageProps {
  /** Merge fields already filled in. */
  subject: string;
  body: string;
  /** "You receive this because you manage a team in U14 Div 1 at Riverside." */
  why: string;
  /** The footer's last sentence, ending in a link: "To stop receiving association news by email," + "unsubscribe". */
  footer: string;
  linkWords: string;
  href: string;
}

const paragraphs = (body: string) => body.split(/\n\s*\n/).map((p) => p.split('\n'));

export const memberMessage = defineEmail<MemberMessageProps>({
  subject: (p) => p.subject,
  text: (p) => `${p.body}\n\n--\n${p.why}\n${p.footer} ${p.linkWords}: ${p.href}\n`,
  Body: (p) => (
    <>
      {paragraphs(p.body).map((lines, i) => (
        <P key={i}>
          {lines.map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </P>
      ))}
      <Hr />
      <p style={{ fontSize: '12px', color: '#555555' }}>
        {p.why}
        <br />
        {p.footer} <a href={p.href}>{p.linkWords}</a>.
      </p>
    </>
  ),
});
