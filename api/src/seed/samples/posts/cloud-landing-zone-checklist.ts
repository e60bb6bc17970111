import type { SeedBlogPost } from '../blog.js';

export const cloudLandingZoneChecklist: SeedBlogPost = {
  title: 'A Practical Checklist for Your First Cloud Landing Zone',
  slug: 'cloud-landing-zone-checklist',
  excerpt:
    'Identity, network, guardrails and day-two operations: the provider-neutral checklist I use before an organisation builds its first landing zone.',
  featuredImagePath: '/images/blog/cloud-landing-zone-checklist.svg',
  featuredImageAlt: 'A checklist card in front of a cloud, with two environments ready',
  categorySlug: 'engineering',
  tagSlugs: ['cloud', 'architecture'],
  tagType: 'enterprise',
  status: 'published',
  displayOrder: 2,
  personaIds: [4],
  publishedAt: '2025-05-20T08:30:00.000Z',
  viewCount: 1,
  content: `A cloud landing zone is the foundation every workload sits on: accounts or subscriptions, networking, identity, logging and the guardrails around them. Get it right and teams ship quickly and safely. Get it wrong and every new project starts with a six-week ticket queue or, worse, with nobody checking anything at all.

This is the checklist I use when helping an organisation build its first one. It is deliberately provider-neutral; the names of the services differ, the questions do not.

## Before you write any code

- [x] Agree who owns the landing zone, and who can change it
- [x] List the regulatory requirements that actually apply (not the ones people fear might apply)
- [ ] Decide how workloads are separated: per team, per environment, or per product
- [ ] Choose naming and tagging conventions, including a mandatory owner and cost-centre tag
- [ ] Write down what "production-ready" means for a new environment

The two boxes already ticked are the ones most organisations have answered somewhere; the rest are where projects stall. Do not start building until each item has a name next to it.

## Identity and access

- [ ] Single sign-on for every human, and no long-lived personal keys
- [ ] Break-glass accounts protected by hardware keys, stored safely and tested twice a year
- [ ] Roles defined per job, not per person
- [ ] Workload identities for pipelines instead of shared secrets

Access is where audits find the most problems, and where shortcuts taken in week one survive for years.

## Network

- [ ] An address plan that leaves room for growth and for connecting to on-premises networks
- [ ] A clear decision on central versus distributed internet egress
- [ ] Private connectivity to shared services such as logging and secrets
- [ ] DNS ownership agreed between the platform and network teams

## Guardrails as code

Guardrails should be preventive where possible and detective where not. Keep them in version control next to the modules that create environments, and test them like any other code. Here is a small example of the module call every new environment goes through:

\`\`\`hcl
module "workload_account" {
source = "./modules/workload-account"

name        = "claims-portal-prod"
owner_email = "claims-platform@example.com"
cost_centre = "CC-4102"
environment = "production"
data_class  = "confidential"

enable_flow_logs       = true
enforce_encryption     = true
allow_public_endpoints = false
}
\`\`\`

The variables are the contract. If a team needs \`allow_public_endpoints\`, that is a conversation and a reviewed pull request, not a click in a console.

## Logging, cost and day two

- [ ] Audit logs shipped to a separate, locked-down account
- [ ] Retention periods agreed with security and legal
- [ ] Budgets and alerts per workload from day one
- [ ] A documented process for retiring environments

Day two is where most landing zones decay: environments nobody owns, budgets nobody reads. Schedule a monthly review of orphaned resources and stick to it, even when it feels like housekeeping.

## Make it self-service

The final test of a landing zone is how a team gets a new environment. In the best setups I have seen, a team fills in a short form that opens a pull request against the environments repository. The platform team reviews it, the pipeline applies it, and the new environment is ready the same day. Nobody waits in a queue, and every environment is built the same way.

I keep a printable version of this checklist, with notes on each item, at https://example.com/resources/landing-zone-checklist. Copy it, delete what does not apply to you, and add what is missing. A checklist that reflects your organisation beats a perfect one that does not.
`,
};
