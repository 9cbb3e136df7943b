// Every template rendered with sample props: its subject, its key content in both parts, user
// text escaped in the HTML, and the plain-text part as members receive it.
import { describe, expect, it } from 'vitest';
import * as emails from './index.js';
import type { EmailTemplate } from './render.js';

const EVIL = 'Zoe <b>&"x\'</b>';
const ESCAPED = 'Zoe &lt;b&gt;&amp;&quot;x&#x27;&lt;/b&gt;';
const CLUB = 'Riverside Netball Club';

interface Case<P extends object> {
  name: string;
  template: EmailTemplate<P>;
  props: P;
  subject: string;
  /** Found in both the plain-text and the HTML part. */
  content: string[];
  /** The plain-text part, word for word. */
  text?: string;
}
const make = <P extends object>(c: Case<P>) => c as unknown as Case<object>;

const CASES: Array<Case<object>> = [
  make({
    name: 'hireCancelled',
    template: emails.hireCancelled,
    props: {
      firstname: EVIL,
      hire: 'Court 1, Hire Stadium, 22/03/2027 8:00 AM to 9:00 AM',
      refundCents: 6_000,
      historyUrl: 'http://portal.test/member/mybooking',
    },
    subject: 'Court hire cancelled: Court 1, Hire Stadium, 22/03/2027 8:00 AM to 9:00 AM',
    content: ['is cancelled and the court is free for others.', '$60.00 is being refunded'],
    text: `Hi ${EVIL},\n\nYour court hire Court 1, Hire Stadium, 22/03/2027 8:00 AM to 9:00 AM is cancelled and the court is free for others.\n$60.00 is being refunded to the card you paid with.\n\nYour court hire: http://portal.test/member/mybooking\n`,
  }),
  make({
    name: 'hireMoved',
    template: emails.hireMoved,
    props: {
      firstname: EVIL,
      from: 'Court 1, Hire Stadium, 22/03/2027 8:00 AM to 9:00 AM',
      to: 'Court 2, Hire Stadium, 23/03/2027 8:00 AM to 9:00 AM',
      historyUrl: 'http://portal.test/member/mybooking',
    },
    subject: 'Court hire moved: Court 2, Hire Stadium, 23/03/2027 8:00 AM to 9:00 AM',
    content: ['From: Court 1, Hire Stadium', 'To: Court 2, Hire Stadium', 'The price stays the same.'],
  }),
  make({
    name: 'usernameCreated',
    template: emails.usernameCreated,
    props: { association: CLUB, firstname: EVIL, username: 'zoe.b', loginUrl: 'http://portal.test/login' },
    subject: `${CLUB}: your username`,
    content: ['Your username is: ', 'zoe.b', 'http://portal.test/login'],
    text: `Hello ${EVIL},\n\nYour ${CLUB} account has been created.\nYour username is: zoe.b\n\nSign in at http://portal.test/login\n`,
  }),
  make({
    name: 'usernameReminder',
    template: emails.usernameReminder,
    props: {
      association: CLUB,
      accounts: [{ name: EVIL, username: 'zoe.b' }],
      loginUrl: 'http://portal.test/login',
    },
    subject: `${CLUB}: your username`,
    content: ['You asked for the username', 'zoe.b', 'If you did not ask for this'],
  }),
  make({
    name: 'passwordReset',
    template: emails.passwordReset,
    props: {
      association: CLUB,
      firstname: EVIL,
      username: 'zoe.b',
      minutes: 60,
      link: 'http://portal.test/r/t1',
    },
    subject: `${CLUB}: reset your password`,
    content: ['Use this link to choose a new password for ', 'for 60 minutes', 'http://portal.test/r/t1'],
  }),
  make({
    name: 'secondFactorCode',
    template: emails.secondFactorCode,
    props: { association: CLUB, firstname: EVIL, username: null, minutes: 15, code: '01234567' },
    subject: `${CLUB}: your code to turn on two-factor sign-in`,
    content: ['your account', '01234567', 'for 15 minutes'],
  }),
  make({
    name: 'secondFactorReset',
    template: emails.secondFactorReset,
    props: { association: CLUB, firstname: EVIL, username: 'zoe.b', loginUrl: 'http://portal.test/login' },
    subject: `${CLUB}: your two-factor sign-in was reset`,
    content: ['has been reset by the association', 'http://portal.test/login'],
  }),
  make({
    name: 'nominationReceived',
    template: emails.nominationReceived,
    props: {
      association: CLUB,
      firstname: EVIL,
      team: 'Ants',
      where: 'Div 1, Winter',
      teamUrl: 'http://p.test/t/1',
    },
    subject: `Team nomination received: Ants - ${CLUB}`,
    content: ['has been received', 'No payment was required.', 'http://p.test/t/1'],
  }),
  make({
    name: 'welcome',
    template: emails.welcome,
    props: {
      association: CLUB,
      firstname: EVIL,
      by: 'Mia Lee',
      team: 'Ants',
      where: 'Div 1, Winter',
      username: 'zoe.b',
      link: 'http://p.test/password/reset/t2',
      minutes: 60,
      loginUrl: 'http://p.test/login',
      forgotUrl: 'http://p.test/password/email',
    },
    subject: `Welcome to ${CLUB}`,
    content: ['Mia Lee has entered you in the team', 'zoe.b', 'http://p.test/password/reset/t2'],
  }),
  make({
    name: 'nominationOutcome',
    template: emails.nominationOutcome,
    props: {
      association: CLUB,
      firstname: 'Mia',
      team: 'Ants',
      where: 'U14 A, Div 1, Winter',
      status: 'Declined',
      reason: EVIL,
      refundedCents: 12_345,
      teamUrl: 'http://p.test/t/1',
    },
    subject: `Team nomination: Ants - ${CLUB}`,
    content: [
      'Declined',
      'The association says: ',
      '$123.45 has been refunded to the card it was paid with.',
    ],
  }),
  make({
    name: 'drawChanged',
    template: emails.drawChanged,
    props: {
      association: CLUB,
      firstname: EVIL,
      kind: 'repair',
      team: 'Ants',
      reason: 'rain',
      games: ['Round 2: bye'],
    },
    subject: `Draw changes: Ants - ${CLUB}`,
    content: ['The draw has changed for Ants (rain):', 'Round 2: bye'],
    text: `Hi ${EVIL},\n\nThe draw has changed for Ants (rain):\n\n- Round 2: bye\n\nTimes are local. The full draw is on the website.\n\n${CLUB}`,
  }),
  make({
    name: 'officialsTakenOff',
    template: emails.officialsTakenOff,
    props: {
      association: CLUB,
      firstname: EVIL,
      games: ['Round 2 Ants v Bees (Umpire): taken out of the draw'],
    },
    subject: `Taken off a game - ${CLUB}`,
    content: ['you are no longer allocated to:', 'taken out of the draw'],
  }),
  make({
    name: 'officialsGameMoved',
    template: emails.officialsGameMoved,
    props: {
      association: CLUB,
      firstname: EVIL,
      games: ['Round 2 Ants v Bees (Umpire): now Sat 17/04/2027 10:00 (was Sat 10/04/2027 09:00)'],
    },
    subject: `A game you officiate has moved - ${CLUB}`,
    content: ['you are still allocated to:', 'now Sat 17/04/2027 10:00 (was Sat 10/04/2027 09:00)'],
  }),
  make({
    name: 'rosterOfDay',
    template: emails.rosterOfDay,
    props: {
      association: CLUB,
      firstname: EVIL,
      day: 'Sat 10/04/2027',
      games: ['09:00 Court 1: Ants vs Bees'],
    },
    subject: `Your games on Sat 10/04/2027 - ${CLUB}`,
    content: ['The roster of Sat 10/04/2027 is published.', '09:00 Court 1: Ants vs Bees'],
  }),
  make({
    name: 'classPlace',
    template: emails.classPlace,
    props: {
      firstname: EVIL,
      className: 'Yoga',
      when: '10/04/2027 9:00am',
      where: 'Hall',
      enrolmentsUrl: 'http://p.test/e',
    },
    subject: `You're in: Yoga on 10/04/2027 9:00am`,
    content: ['A place came up in Yoga on 10/04/2027 9:00am at Hall', 'http://p.test/e'],
  }),
  make({
    name: 'classPlaceByStaff',
    template: emails.classPlaceByStaff,
    props: {
      firstname: EVIL,
      className: 'Yoga',
      date: '10/04/2027',
      time: '9:00 AM',
      where: 'Hall',
      change: 'waitlisted',
      position: 2,
      enrolmentsUrl: 'http://p.test/e',
    },
    subject: 'You have been added to the waitlist of Yoga on 10/04/2027 at 9:00 AM, position 2',
    content: ['The class is at Hall.', 'We will email you if a place comes up', 'http://p.test/e'],
    text: `Hi ${EVIL},\n\nYou have been added to the waitlist of Yoga on 10/04/2027 at 9:00 AM, position 2. The class is at Hall.\n\nWe will email you if a place comes up; your enrollments show your place in the queue.\n\nYour enrollments: http://p.test/e\n`,
  }),
  make({
    name: 'classCancelled',
    template: emails.classCancelled,
    props: {
      firstname: EVIL,
      className: 'Yoga',
      when: '10/04/2027 9:00am',
      where: '',
      reason: 'flood',
      classesUrl: 'http://p.test/c',
    },
    subject: 'Cancelled: Yoga on 10/04/2027 9:00am',
    content: ['Yoga on 10/04/2027 9:00am has been cancelled: flood.', 'http://p.test/c'],
  }),
  make({
    name: 'subscriptionRequestDeclined',
    template: emails.subscriptionRequestDeclined,
    props: {
      firstname: EVIL,
      what: 'pause',
      plan: 'Squad',
      reason: 'term',
      priceCents: 4_500,
      billingCycle: 'monthly',
      subscriptionUrl: 'http://p.test/s',
    },
    subject: 'Your request to pause Squad',
    content: ['was declined: term', 'Your subscription continues at $45.00 per month.'],
  }),
  make({
    name: 'subscriptionPaymentFailed',
    template: emails.subscriptionPaymentFailed,
    props: { firstname: EVIL, plan: 'Squad', reason: 'card declined', subscriptionUrl: 'http://p.test/s' },
    subject: 'Your Squad subscription payment failed',
    content: ['failed (card declined)', 'http://p.test/s'],
  }),
  make({
    name: 'receipt',
    template: emails.receipt,
    props: {
      association: CLUB,
      name: EVIL,
      receiptNo: 7,
      orderId: 5,
      invoiceId: 3,
      when: '10/04/2027 9:00am',
      testMode: true,
      seller: `${CLUB}, ABN 51 824 753 556`,
      buyer: 'Buyer: Mia Lee',
      lines: [
        { name: 'Cap', quantity: 2, unitPriceCents: 1_000, totalCents: 2_000, attendees: 'Ruby Walsh' },
      ],
      totals: [
        ['Total', '$20.00'],
        ['GST included', '$1.82'],
      ],
      notes: ['Basketball membership now expires on 31/12/2027'],
      payments: ['Card $20.00, ref ch_1 (payment #7)'],
      link: 'http://p.test/member/orders/order/5',
    },
    subject: `Tax invoice: Receipt #7 - ${CLUB}`,
    content: [
      'Tax invoice',
      'ABN 51 824 753 556',
      'Buyer: Mia Lee',
      '(order #5, invoice #3)',
      'Attendees: Ruby Walsh',
      '$1.82',
      'Basketball membership now expires on 31/12/2027',
      'Card $20.00, ref ch_1 (payment #7)',
      'no money was taken',
    ],
  }),
  make({
    name: 'refund',
    template: emails.refund,
    props: {
      firstname: EVIL,
      amountCents: 1_050,
      orderId: 5,
      reason: 'Wrong size',
      receiptUrl: 'http://p.test/o/5',
    },
    subject: 'Refund of $10.50 on order #5',
    content: ['$10.50 of order #5 has been refunded.', 'Reason: Wrong size', 'http://p.test/o/5'],
  }),
  make({
    name: 'memberMessage',
    template: emails.memberMessage,
    props: {
      subject: 'Training moved',
      body: `Hi ${EVIL},\nBring water.\n\nSee you.`,
      why: 'You receive this because you manage a team in Div 1 at Riverside.',
      footer: 'To stop receiving association news by email,',
      linkWords: 'unsubscribe',
      href: 'http://p.test/unsubscribe/t',
    },
    subject: 'Training moved',
    content: ['Bring water.', 'See you.', 'You receive this because you manage a team in Div 1'],
    text: `Hi ${EVIL},\nBring water.\n\nSee you.\n\n--\nYou receive this because you manage a team in Div 1 at Riverside.\nTo stop receiving association news by email, unsubscribe: http://p.test/unsubscribe/t\n`,
  }),
];

describe('every email', () => {
  it('has a case here', () => {
    const templates = Object.entries(emails).filter(([, v]) => typeof v === 'object' && v && 'Body' in v);
    expect(templates.map(([name]) => name).sort()).toEqual(CASES.map((c) => c.name).sort());
  });

  it.each(CASES)('$name: renders its subject, content and both parts', async (c) => {
    const mail = await emails.renderEmail(c.template, c.props);
    expect(mail.subject).toBe(c.subject);
    if (c.text !== undefined) expect(mail.text).toBe(c.text);
    for (const piece of c.content) {
      expect(mail.text).toContain(piece);
      expect(mail.html).toContain(piece.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }
    // The user's text is in the plain part as typed and escaped in the HTML: never as markup.
    if (JSON.stringify(c.props).includes('<b>')) {
      expect(mail.text).toContain(EVIL);
      expect(mail.html).toContain(ESCAPED);
    }
    expect(mail.html).not.toContain('<b>');
    // A fragment for the frame: no document of its own, no hydration comments.
    expect(mail.html).not.toMatch(/<!doctype|<html|<body|<!--/i);
  });
});

describe('the frame', () => {
  it('puts the logo and name in a bar of the primary colour above the body', async () => {
    const html = await emails.framedHtml('<p>Body</p>', {
      name: 'A & B "Club"',
      logoUrl: 'https://cdn.test/logo.png?a=1&b=2',
      primaryColor: '#5b2a86',
    });
    expect(html).toContain('<img src="https://cdn.test/logo.png?a=1&amp;b=2" alt=""');
    expect(html).toContain(
      '<strong style="font-size:18px;vertical-align:middle">A &amp; B &quot;Club&quot;</strong>',
    );
    expect(html).toContain('background:#5b2a86');
    expect(html).toContain('<div style="padding:16px"><p>Body</p></div>');
    expect(html).not.toMatch(/<!doctype|<!--/i);
  });
});
