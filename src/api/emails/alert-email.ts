/**
 * Alert emails, HTML and text, built with React Email (written with createElement: the API runs
 * as plain TypeScript under Node, which strips types but does not compile JSX). Every email names
 * the dealer with its phone and site (Spam Act 2003), and links to the shopper's alerts page and
 * to unsubscribe; React escapes every value taken from data.
 */
import { createElement as h, type ReactNode } from 'react';
import { Body, Button, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import {
  alertsPageLink,
  carLink,
  eventText,
  matchSubject,
  priceLine,
  type MatchBody,
} from '../../lib/alerts/messages.ts';

/** Who sends, as the message names them. */
export type Dealer = { name: string; phone: string | null; site: string };

export type RenderedEmail = { subject: string; html: string; text: string };

const page = { backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', color: '#18181b' };
const box = { backgroundColor: '#ffffff', margin: '0 auto', padding: '24px', maxWidth: '560px' };
const button = { backgroundColor: '#18181b', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' };
const small = { fontSize: '13px', color: '#52525b' };

function footer(dealer: Dealer, token: string): ReactNode {
  return h(
    Section,
    null,
    h(Hr),
    h(
      Text,
      { style: small },
      `Sent by ${dealer.name}`,
      dealer.phone ? `, phone ${dealer.phone}` : '',
      ', ',
      h(Link, { href: dealer.site }, dealer.site.replace(/^https?:\/\//, '')),
      '.',
    ),
    h(
      Text,
      { style: small },
      h(Link, { href: alertsPageLink(dealer.site, token, 'manage') }, 'See or delete your alerts'),
      ' · ',
      h(Link, { href: alertsPageLink(dealer.site, token, 'unsubscribe') }, 'Unsubscribe'),
    ),
  );
}

function email(preview: string, dealer: Dealer, token: string, content: ReactNode[]): ReactNode {
  return h(
    Html,
    { lang: 'en-AU' },
    h(Head),
    h(Preview, null, preview),
    h(Body, { style: page }, h(Container, { style: box }, ...content, footer(dealer, token))),
  );
}

async function rendered(subject: string, element: ReactNode): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

/** The double opt-in: nothing else is sent to the alert until the shopper follows this link. */
export function confirmationEmail(dealer: Dealer, token: string, watching: string): Promise<RenderedEmail> {
  const subject = `Confirm your alert from ${dealer.name}`;
  const content = [
    h(Text, { key: 'asked' }, `You asked ${dealer.name} to tell you about ${watching}.`),
    h(Button, { key: 'go', href: alertsPageLink(dealer.site, token, 'confirm'), style: button }, 'Confirm my alert'),
    h(Text, { key: 'ignore', style: small }, 'Did not ask? Ignore this email: we will not send you anything else.'),
  ];
  return rendered(subject, email(subject, dealer, token, content));
}

function carBlock(dealer: Dealer, match: MatchBody): ReactNode {
  const { car } = match;
  const href = carLink(dealer.site, match, 'email');
  return h(
    Section,
    { key: `${car.id}` },
    car.photo
      ? h(Img, { src: car.photo, alt: car.name, width: '512', style: { width: '100%', height: 'auto' } })
      : null,
    h(Text, { style: small }, eventText(match.event)),
    h(Link, { href, style: { fontSize: '18px', fontWeight: 'bold' } }, car.name),
    h(Text, null, priceLine(car)),
  );
}

/** The day's matches of one shopper's alerts, in one email. */
export function matchEmail(dealer: Dealer, token: string, matches: readonly MatchBody[]): Promise<RenderedEmail> {
  const subject = matchSubject(dealer.name, matches);
  const content = [
    h(Text, { key: 'intro' }, `News from ${dealer.name} about the cars you asked us to watch:`),
    ...matches.map((match) => carBlock(dealer, match)),
  ];
  return rendered(subject, email(subject, dealer, token, content));
}
