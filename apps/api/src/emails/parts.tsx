// Pieces the templates share.
import { Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** A paragraph. */
export const P = ({ children }: { children: ReactNode }) => <Text>{children}</Text>;

/** Lines of one paragraph, kept apart by line breaks. */
export function Lines({ lines }: { lines: ReactNode[] }) {
  return (
    <Text>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </Text>
  );
}

/** A list of lines, as the plain-text part's "- " lines. */
export function List({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href}>{children}</Link>
);

/** The association's name closing a message. */
export const SignOff = ({ association }: { association: string }) => <Text>{association}</Text>;
