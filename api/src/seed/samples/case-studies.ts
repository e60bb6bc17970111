import type { CaseStudyInput } from '@folio/contracts';

/**
 * Case studies, two per persona. tagType is free text; the public site picks a fallback image from
 * the words fitness, business/entrepreneur and tech/enterprise in it.
 */
export const caseStudies: CaseStudyInput[] = [
  {
    title: 'Event-Driven Integration Platform',
    subtitle: 'Replacing nightly batch transfers for 40 product teams',
    role: 'Lead architect, platform team of 6',
    timeline: 'Mar 2023–Feb 2024 · 12 months',
    description:
      '<p>A shared streaming platform that replaced more than 300 nightly file transfers between policy, billing and claims systems at a large insurer, with <strong>data arriving in seconds instead of the next morning</strong>.</p>',
    challenge:
      '<p>Forty teams exchanged data through overnight batch files. A single late file could delay billing for a whole region, and nobody could say which downstream systems depended on which feeds.</p>' +
      '<ul><li>No ownership of data contracts</li><li>Failures discovered by customers, not monitoring</li><li>Every new integration took a quarter to deliver</li></ul>',
    solution:
      '<p>I designed a streaming backbone with <strong>versioned event schemas</strong>, a contract registry and a shared integration toolkit that gave every team retries, idempotency keys and tracing by default.</p>' +
      '<ul><li>Schema compatibility checks in every pipeline</li><li>Dead-letter queues with one-click replay</li><li>End-to-end tracing from producer to consumer</li></ul>',
    results:
      '<ul><li><strong>18 million</strong> events a day at 99.95% availability</li><li>Data latency cut from 24 hours to under 60 seconds</li><li>New integrations delivered in two weeks instead of three months</li></ul>',
    imagePath: '/images/case-studies/event-driven-integration.svg',
    tagType: 'enterprise tech',
    technologies: ['Apache Kafka', 'Kubernetes', 'TypeScript', 'OpenTelemetry', 'PostgreSQL', 'Terraform', 'JSON Schema'],
    url: 'https://meridian-cloudworks.example.com/case-studies/event-driven-integration',
    displayOrder: 1,
    personaId: 4,
    personaIds: [4],
  },
  {
    title: 'Policy-as-Code Cloud Landing Zone',
    subtitle: 'From six-week environment requests to two days',
    role: 'Solution architect, with 3 platform engineers',
    timeline: 'Sep 2022–Jan 2023 · 5 months',
    description:
      '<p>A self-service cloud foundation for a regional insurer where every new environment arrives with networking, identity, logging and guardrails already in place.</p>',
    challenge:
      '<p>Teams waited up to six weeks for a new environment, and each one was configured by hand. Auditors found inconsistent logging and overly broad access in almost half of them.</p>',
    solution:
      '<p>I led the design of a <strong>landing zone built entirely from reviewed Terraform modules</strong>, with policy checks that run before anything is applied and a request form that opens a pull request instead of a ticket.</p>' +
      '<ul><li>Account vending through a single pull request</li><li>Preventive guardrails for encryption, tagging and public access</li><li>Central logging and cost reporting from day one</li></ul>',
    results:
      '<ul><li>Lead time for new environments reduced from <strong>six weeks to two days</strong></li><li>Zero high-severity audit findings in the following two audits</li><li>Cloud spend visible per team, which cut idle resources by 22%</li></ul>',
    imagePath: '/images/case-studies/cloud-landing-zone.svg',
    tagType: 'enterprise',
    technologies: ['Terraform', 'Open Policy Agent', 'GitHub Actions', 'Cloud IAM'],
    displayOrder: 2,
    personaId: 4,
    personaIds: [4],
  },
  {
    title: 'Client Onboarding Autopilot',
    subtitle: 'A 12-person accounting firm',
    role: 'Automation consultant, working with the two partners',
    timeline: 'Jan–Feb 2025 · 6 weeks',
    description:
      '<p>An automated onboarding flow that takes a new client from signed proposal to a ready-to-work file in minutes, without anyone retyping a single field.</p>',
    challenge:
      '<p>Onboarding a client involved <strong>nine manual steps across five tools</strong>: the proposal, engagement letter, payment details, folder set-up and welcome emails were all done by hand, and details were often typed twice with errors.</p>',
    solution:
      '<p>After mapping the process with the partners, we removed three steps entirely and automated the rest with a single workflow triggered by the signed proposal.</p>' +
      '<ul><li>Engagement letter generated and sent for e-signature automatically</li><li>Client folders and tasks created from a template</li><li>Alerts to a shared channel whenever a step fails</li></ul>',
    results:
      '<ul><li>Onboarding time cut from 3 hours to <strong>12 minutes</strong> per client</li><li>Data-entry errors on new client records eliminated</li><li>The firm took on 30% more clients in the next tax season without hiring</li></ul>',
    imagePath: '/images/case-studies/client-onboarding.svg',
    tagType: 'business automation',
    technologies: ['n8n', 'PostgreSQL', 'Webhooks', 'E-signature API', 'Python', 'Shared inbox rules'],
    url: 'https://brightloop.example.com/work/client-onboarding',
    displayOrder: 3,
    personaId: 5,
    personaIds: [5],
  },
  {
    title: 'Inventory Sync for a Coffee Roaster',
    subtitle: 'One source of truth for stock across three sales channels',
    role: 'Sole developer',
    timeline: 'Oct–Nov 2024 · 4 weeks',
    description:
      '<p>A small roaster selling online, at a market stall and to cafes kept overselling beans. A lightweight sync service now keeps every channel in step with the roastery.</p>',
    challenge:
      '<p>Stock lived in a spreadsheet that the founder updated at night. Online orders regularly sold out-of-stock coffee, which meant refunds, apologies and lost wholesale trust.</p>',
    solution:
      '<p>As an entrepreneur-to-entrepreneur project, we kept it deliberately small: a <strong>single sync service</strong> that listens to sales from every channel, updates stock and warns the roaster when a bean drops below a week of sales.</p>',
    results:
      '<ul><li>Overselling dropped from roughly 15 orders a month to <strong>none</strong></li><li>The nightly spreadsheet session disappeared</li><li>Roast planning now uses real sales velocity</li></ul>',
    tagType: 'entrepreneur',
    technologies: ['Node.js', 'SQLite', 'REST APIs', 'Scheduled jobs'],
    displayOrder: 4,
    personaId: 5,
    personaIds: [5],
  },
  {
    title: 'Return to Strength for Desk Workers',
    subtitle: 'A 12-week small-group program',
    role: 'Head coach, three groups of 8',
    timeline: 'Apr–Jun 2024 · 12 weeks',
    description:
      '<p>A structured 12-week program for office workers who wanted to start lifting safely after years away from training, run as three small groups of eight.</p>',
    challenge:
      '<p>Most participants had back or shoulder niggles, limited time and bad memories of gym programs that were too much, too soon. <strong>Adherence, not intensity, was the real problem.</strong></p>',
    solution:
      '<p>Two 45-minute sessions a week with a short movement screen at the start, simple progressions for each lift and a weekly check-in on sleep and energy.</p>' +
      '<ul><li>Three four-week blocks: learn, load, consolidate</li><li>Every exercise with an easier and a harder option</li><li>Video form reviews between sessions</li></ul>',
    results:
      '<ul><li><strong>21 of 24</strong> participants completed all 12 weeks</li><li>Average trap-bar deadlift up 38%</li><li>Most participants reported fewer aches at work by week eight</li></ul>',
    imagePath: '/images/case-studies/return-to-strength.svg',
    tagType: 'fitness',
    technologies: ['Movement screening', 'Progressive overload templates', 'Video form review', 'Readiness check-ins', 'Training log'],
    displayOrder: 5,
    personaId: 1,
    personaIds: [1],
  },
  {
    title: 'Hybrid Coaching System',
    subtitle: 'Ironleaf Performance Lab',
    role: 'Coaching lead, team of 4 coaches',
    timeline: 'Jan–Dec 2023 · 12 months',
    description:
      '<p>A coaching model that blends in-person sessions with structured remote check-ins, so members keep progressing when they travel or life gets busy.</p>',
    challenge:
      '<p>Members made good progress for two or three months and then drifted away during busy periods. Coaches had no simple way to notice who was slipping until they had already gone.</p>',
    solution:
      '<p>We combined the coaching and the operations side: <strong>automated weekly check-in forms</strong>, travel-friendly program variants and a coach dashboard that flags members who miss two check-ins in a row.</p>',
    results:
      '<ul><li>12-month member retention up from 54% to <strong>78%</strong></li><li>Coaches spend less time chasing and more time coaching</li><li>Remote check-ins became a paid add-on for members who moved away</li></ul>',
    imagePath: '/images/case-studies/hybrid-coaching.svg',
    tagType: 'fitness coaching',
    technologies: ['Coaching app', 'Automated check-in forms', 'Habit tracking', 'Workflow automation', 'Retention dashboard'],
    url: 'https://ironleaf.example.com/programs/hybrid-coaching',
    displayOrder: 6,
    personaId: 1,
    personaIds: [1],
  },
];
