// Every HTML email is framed in the association's own look: its logo and name in a bar of its
// primary colour above the message. The plain-text part is left as it is.
import { toHtml } from './render.js';

export interface MailBrand {
  name: string;
  /** Absolute address of the logo (mail clients cannot resolve site paths). */
  logoUrl: string;
  primaryColor: string;
}

export function BrandFrame({ brand, bodyHtml }: { brand: MailBrand; bodyHtml: string }) {
  return (
    <div style={{ fontFamily: 'Arial,Helvetica,sans-serif', maxWidth: '640px', margin: '0 auto' }}>
      <div style={{ background: brand.primaryColor, color: '#ffffff', padding: '12px 16px' }}>
        <img
          src={brand.logoUrl}
          alt=""
          height="40"
          style={{ height: '40px', verticalAlign: 'middle', marginRight: '12px' }}
        />
        <strong style={{ fontSize: '18px', verticalAlign: 'middle' }}>{brand.name}</strong>
      </div>
      {/* The body is a template's rendered HTML (escaped by React, or sanitised message text). */}
      <div style={{ padding: '16px' }} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </div>
  );
}

/** A message's HTML body in the frame. */
export const framedHtml = (bodyHtml: string, brand: MailBrand): Promise<string> =>
  toHtml(<BrandFrame brand={brand} bodyHtml={bodyHtml} />);
