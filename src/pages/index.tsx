import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import { links } from '@site/src/data/links';
import styles from './index.module.css';

interface Card {
  title: string;
  to: string;
  text: string;
}

const startCards: Card[] = [
  {
    title: 'Get a Developer License',
    to: '/docs/getting-started/register-a-license',
    text: 'Licenses are free. Create one in the Developer Console, generate an API key and add a redirect URI.',
  },
  {
    title: 'Authenticate',
    to: '/docs/getting-started/authentication',
    text: 'Trade your license credentials for a Developer JWT, then exchange it for a 10-minute Vehicle JWT.',
  },
  {
    title: 'Query a vehicle',
    to: '/docs/api-references/telemetry-api/introduction',
    text: 'Ask the Telemetry API for the latest or historical signals of a vehicle a driver shared with you.',
  },
];

const apiCards: Card[] = [
  {
    title: 'Identity API',
    to: '/docs/api-references/identity-api/introduction',
    text: 'Public GraphQL registry of vehicles, devices and licenses. No token needed.',
  },
  {
    title: 'Telemetry API',
    to: '/docs/api-references/telemetry-api/introduction',
    text: 'Signals, events and verifiable credentials over GraphQL, with a Vehicle JWT.',
  },
  {
    title: 'Token Exchange API',
    to: '/docs/api-references/token-exchange-api',
    text: 'Turn a Developer JWT into a Vehicle JWT for one vehicle and its privileges.',
  },
  {
    title: 'Attestation API',
    to: '/docs/api-references/attestation-api',
    text: 'Create verifiable credentials for a VIN, odometer, health or position.',
  },
  {
    title: 'Device Definitions API',
    to: '/docs/api-references/device-definitions-api',
    text: 'Decode a VIN to a make, model and year, or search definitions.',
  },
  {
    title: 'Vehicle Triggers API',
    to: '/docs/api-references/vehicle-triggers-api',
    text: 'Webhooks that fire when a signal or event matches your condition.',
  },
  {
    title: 'Valuations API',
    to: '/docs/api-references/valuations-api',
    text: 'Trade-in and retail valuations and instant offers for a vehicle.',
  },
  {
    title: 'AI tools',
    to: '/docs/category/building-with-ai',
    text: 'The Developer Kit and the MCP server that lets assistants query vehicles.',
  },
];

const principles = [
  {
    title: 'Privacy first',
    text: 'Drivers choose which license sees which vehicle, which data, and for how long. Every grant is on-chain and revocable.',
  },
  {
    title: 'One API, many makes',
    text: 'Aftermarket devices and OEM connections land in one normalised signal set, so your code does not care who built the car.',
  },
  {
    title: 'Verifiable',
    text: 'Attestations are signed credentials anyone can check against DIMO’s public keys.',
  },
];

const elsewhere = [
  { label: 'Network status', href: links.status },
  { label: 'Network data dashboard', href: links.dashboard },
  { label: 'DIMO University video course', href: links.university },
  { label: 'DIMO Mobile app', href: links.mobileApp },
  { label: 'DIMO Japan', href: links.japan },
  { label: 'Discord community', href: links.discord },
];

function CardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((c) => (
        <li key={c.to} className={styles.card}>
          <Link to={c.to} className={styles.cardLink}>
            <Heading as="h3" className={styles.cardTitle}>
              {c.title}
            </Heading>
            <p>{c.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title="Developer documentation"
      description="Build apps on connected-vehicle data with DIMO: authentication, the Identity and Telemetry GraphQL APIs, SDKs, webhooks and AI tools."
    >
      {/* One <main> holds the hero too: a <header> outside it would be a second
          banner landmark beside the announcement bar. */}
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.tagline}
            </Heading>
            <p className={styles.lead}>
              DIMO connects vehicles from many makes and devices to one set of open APIs. Drivers decide what
              you see; you get normalised signals, events and verifiable credentials.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/">
                Read the docs
              </Link>
              <Link className="button button--secondary button--lg" href={links.consoleSignIn}>
                Open the Developer Console
              </Link>
            </div>
          </div>
        </div>
        <div className="container margin-vert--lg">
          <section aria-labelledby="start">
            <Heading as="h2" id="start">
              From zero to your first query
            </Heading>
            <CardGrid cards={startCards} />
          </section>
          <section aria-labelledby="apis">
            <Heading as="h2" id="apis">
              APIs and tools
            </Heading>
            <CardGrid cards={apiCards} />
          </section>
          <section aria-labelledby="why">
            <Heading as="h2" id="why">
              Why DIMO
            </Heading>
            <ul className={styles.grid}>
              {principles.map((p) => (
                <li key={p.title} className={styles.card}>
                  <Heading as="h3" className={styles.cardTitle}>
                    {p.title}
                  </Heading>
                  <p>{p.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="elsewhere">
            <Heading as="h2" id="elsewhere">
              DIMO elsewhere
            </Heading>
            <ul className={styles.pills}>
              {elsewhere.map((e) => (
                <li key={e.href}>
                  <Link href={e.href}>{e.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
