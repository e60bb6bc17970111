// The Kubernetes manifests (docs/kubernetes.md), validated rather than run: no cluster on these machines.
// The overlay is built by kubectl's own kustomize, each resource is checked against the Kubernetes
// schemas (kubernetes-models, unknown fields refused), then against the rest of the build and the
// project: Services, probes, the Ingress, the autoscalers and budgets, the migration Job, nginx's
// upstream names and the API's configuration. Each check is also shown to catch a broken manifest.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../../api/src/config';
import {
  beforeRolloutComplete,
  containerEnvironment,
  deploymentSelectorsMatchTemplates,
  filesUnder,
  ingressBackendsExist,
  kustomizeBuild,
  migrationMatchesApi,
  nginxReachesServices,
  probesOnDeclaredPorts,
  referencesExist,
  resourcesBounded,
  scalingTargetsExist,
  serviceSelectorsMatchPods,
  serviceTargetPortsDeclared,
  unusedFiles,
  variablesReadBy,
} from './manifest-checks.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../..');
const base = join(here, 'base');
const overlay = join(here, 'overlays/production');
const nginxConf = readFileSync(join(root, 'nginx/nginx.conf'), 'utf8');

const production = kustomizeBuild(overlay);
const copy = () => structuredClone(production);
const find = (resources, kind, name) => resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
const container = (resources, name) => find(resources, 'Deployment', name).spec.template.spec.containers[0];

/** validate-schemas.mjs in its own Node process (kubernetes-models is an ES module only): problems per resource. */
function schemaProblems(resources) {
  const run = spawnSync(process.execPath, [join(here, 'validate-schemas.mjs')], { input: JSON.stringify(resources), encoding: 'utf8', cwd: root });
  if (run.status !== 0) throw new Error(`validate-schemas.mjs failed:\n${run.stderr}`);
  return JSON.parse(run.stdout).flatMap(({ resource, problems }) => problems.map((problem) => `${resource}: ${problem}`));
}

describe('the builds', () => {
  test('the production overlay holds every piece of the compose stack but MySQL, which is external', () => {
    const names = production.map((resource) => `${resource.kind}/${resource.metadata.name.replace(/-[a-z0-9]{10}$/, '')}`);
    expect(names.sort()).toEqual(
      [
        'Namespace/folio',
        'ConfigMap/folio-config',
        'ConfigMap/web-nginx-upstreams',
        'Secret/folio-secrets',
        ...['api', 'public-site', 'web'].flatMap((name) => [`Deployment/${name}`, `Service/${name}`, `PodDisruptionBudget/${name}`]),
        'HorizontalPodAutoscaler/api',
        'HorizontalPodAutoscaler/public-site',
        'Job/api-migrate',
        'Ingress/folio',
      ].sort(),
    );
    expect(production.every((resource) => resource.kind === 'Namespace' || resource.metadata.namespace === 'folio')).toBe(true);
  });

  test('every resource of the base and of the overlay is valid against the Kubernetes schemas, with no unknown field', () => {
    expect(schemaProblems([...kustomizeBuild(base), ...production])).toEqual([]);
  });

  test('the schema check refuses a wrong type and a misspelt field', () => {
    const broken = copy();
    container(broken, 'api').ports[0].containerPort = 'http';
    container(broken, 'web').readinessProb = container(broken, 'web').readinessProbe;
    expect(schemaProblems(broken)).toEqual([
      'Deployment/api: data/spec/template/spec/containers/0/ports/0/containerPort must be integer',
      'Deployment/web: /spec/template/spec/containers/0/readinessProb is not a field the schema knows',
    ]);
  });

  test('every file in the base and the overlay is one its kustomization uses', () => {
    expect([...unusedFiles(base), ...unusedFiles(overlay)]).toEqual([]);
    expect(unusedFiles(overlay, [...filesUnder(overlay), 'patches/web-replicas.yaml'])).toEqual([expect.stringContaining('web-replicas.yaml is named by no kustomization.yaml')]);
  });
});

describe('what the schemas cannot see', () => {
  test('every Deployment selects its own pods; every Service selects a Deployment\'s pods and sends to a port they declare', () => {
    expect([...deploymentSelectorsMatchTemplates(production), ...serviceSelectorsMatchPods(production), ...serviceTargetPortsDeclared(production)]).toEqual([]);
    const wrongDeployment = copy();
    find(wrongDeployment, 'Deployment', 'web').spec.selector.matchLabels['app.kubernetes.io/component'] = 'nginx';
    expect(deploymentSelectorsMatchTemplates(wrongDeployment)).toEqual(['Deployment/web selects {"app.kubernetes.io/component":"nginx","app.kubernetes.io/name":"folio"}, which its own pods do not carry']);
    const wrongSelector = copy();
    find(wrongSelector, 'Service', 'api').spec.selector['app.kubernetes.io/component'] = 'backend';
    const wrongPort = copy();
    find(wrongPort, 'Service', 'web').spec.ports[0].targetPort = 'https';
    expect(serviceSelectorsMatchPods(wrongSelector)).toEqual(['Service/api selects {"app.kubernetes.io/component":"backend","app.kubernetes.io/name":"folio"}: no Deployment\'s pods carry those labels']);
    expect(serviceTargetPortsDeclared(wrongPort)).toEqual(['Service/web port 8080 sends to https, which no selected container declares']);
  });

  test('every Deployment has startup, readiness and liveness probes on ports it declares, the API\'s and the renderer\'s health paths among them', () => {
    expect(probesOnDeclaredPorts(production)).toEqual([]);
    expect(container(production, 'api').readinessProbe.httpGet.path).toBe('/api/health');
    expect(container(production, 'api').livenessProbe.httpGet.path).toBe('/api/health/live');
    // The renderer's own health route (public-site/src/server/app.ts).
    expect(readFileSync(join(root, 'public-site/src/server/app.ts'), 'utf8')).toContain(`router.get('${container(production, 'public-site').readinessProbe.httpGet.path}'`);
    const broken = copy();
    container(broken, 'public-site').livenessProbe.httpGet.port = 8081;
    delete container(broken, 'web').startupProbe;
    expect(probesOnDeclaredPorts(broken)).toEqual([
      'Deployment/public-site container renderer: its livenessProbe asks port 8081, which it does not declare',
      'Deployment/web container nginx has no startupProbe',
    ]);
  });

  test('the Ingress sends to Services and ports that exist', () => {
    expect(ingressBackendsExist(production)).toEqual([]);
    const wrongService = copy();
    find(wrongService, 'Ingress', 'folio').spec.rules[0].http.paths[0].backend.service.name = 'nginx';
    const wrongPort = copy();
    find(wrongPort, 'Ingress', 'folio').spec.rules[0].http.paths[0].backend.service.port = { number: 80 };
    expect(ingressBackendsExist(wrongService)).toEqual(['Ingress/folio sends / to Service nginx, which does not exist']);
    expect(ingressBackendsExist(wrongPort)).toEqual(['Ingress/folio sends / to port 80 of Service web, which it does not have']);
  });

  test('the autoscalers and disruption budgets of the API and the renderer target their Deployments, which leave the count to them', () => {
    const targets = (kind) => production.filter((resource) => resource.kind === kind).map((resource) => resource.metadata.name).sort();
    expect(targets('HorizontalPodAutoscaler')).toEqual(['api', 'public-site']);
    expect(targets('PodDisruptionBudget')).toEqual(['api', 'public-site', 'web']);
    expect(scalingTargetsExist(production)).toEqual([]);
    const broken = copy();
    find(broken, 'HorizontalPodAutoscaler', 'api').spec.scaleTargetRef.name = 'folio-api';
    find(broken, 'Deployment', 'public-site').spec.replicas = 3;
    find(broken, 'PodDisruptionBudget', 'web').spec.selector.matchLabels['app.kubernetes.io/component'] = 'nginx';
    expect(scalingTargetsExist(broken)).toEqual([
      'HorizontalPodAutoscaler/api scales Deployment/folio-api, which does not exist',
      'Deployment/public-site sets replicas although HorizontalPodAutoscaler/public-site owns the count: every apply would reset it',
      expect.stringContaining('PodDisruptionBudget/web selects'),
    ]);
  });

  test('every ConfigMap and Secret a pod reads is in the build, and every container has CPU and memory requests within limits', () => {
    expect([...referencesExist(production), ...resourcesBounded(production)]).toEqual([]);
    const broken = copy();
    container(broken, 'api').envFrom[1].secretRef.name = 'folio-secret';
    container(broken, 'web').resources.requests.memory = '512Mi';
    delete container(broken, 'public-site').resources.limits.cpu;
    expect(referencesExist(broken)).toEqual(['Deployment/api reads Secret folio-secret, which the build does not hold']);
    expect(resourcesBounded(broken)).toEqual([
      'Deployment/public-site container renderer lacks a cpu request or limit',
      'Deployment/web container nginx asks more memory (512Mi) than its limit (256Mi)',
    ]);
  });
});

describe('the migration before the rollout', () => {
  test('the Job runs the API image\'s migrate command with the API\'s settings, and is applied with all it reads before the rollout', () => {
    expect([...migrationMatchesApi(production), ...beforeRolloutComplete(production)]).toEqual([]);
    expect(containerEnvironment(production, 'Deployment', 'api').DB_MIGRATE_ON_START).toBe('false');
    const broken = copy();
    const job = find(broken, 'Job', 'api-migrate');
    job.spec.template.spec.containers[0].image = 'registry.example.com/folio/api:0.9.0';
    delete find(broken, 'Secret', production.find((resource) => resource.kind === 'Secret').metadata.name).metadata.labels;
    expect(migrationMatchesApi(broken)).toEqual(['Job/api-migrate runs registry.example.com/folio/api:0.9.0, the API runs registry.example.com/folio/api:1.0.0']);
    expect(beforeRolloutComplete(broken)).toEqual([expect.stringMatching(/^before the rollout: Job\/api-migrate reads Secret folio-secrets-\w+, which the build does not hold$/)]);
  });
});

describe('nginx in the web pods', () => {
  test('each name nginx.conf proxies to is a server group of the mounted file and a Service with that port', () => {
    expect(nginxReachesServices(production, nginxConf)).toEqual([]);
    const renamed = nginxConf.replace('set $folio_api api:8080;', 'set $folio_api tasks.api:8080;');
    expect(nginxReachesServices(production, renamed)).toEqual([
      "nginx.conf reaches tasks.api:8080, for which kubernetes-upstreams.conf makes no server group: nginx would ask Docker's DNS, which a pod lacks",
      'nginx.conf reaches tasks.api:8080: no Service tasks.api with port 8080',
    ]);
  });

  test('the renderer calls the API through the web Service, as under compose', () => {
    const apiUrl = new URL(containerEnvironment(production, 'Deployment', 'public-site').API_URL);
    expect(find(production, 'Service', apiUrl.hostname).spec.ports.map((port) => port.port)).toContain(Number(apiUrl.port));
  });

  test("the API reads a post's body for its email from the renderer's Service, straight (nginx closes that door)", () => {
    const rendererUrl = new URL(containerEnvironment(production, 'Deployment', 'api').RENDERER_URL);
    const service = find(production, 'Service', rendererUrl.hostname);
    expect(service.spec.selector['app.kubernetes.io/component']).toBe('renderer');
    expect(service.spec.ports.map((port) => port.port)).toContain(Number(rendererUrl.port));
  });
});

describe("the API's configuration", () => {
  const apiEnvironment = containerEnvironment(production, 'Deployment', 'api');
  const filledIn = Object.fromEntries(
    Object.entries(apiEnvironment).map(([name, value]) => [name, value === 'CHANGE-ME' ? `${name.toLowerCase()}-filled-in-by-the-operator-0123456789` : value]),
  );

  test('only variables the API (or Node) reads are set', () => {
    const read = variablesReadBy(['api/src/config.ts', 'api/src/modules/media/storage/config.ts'].map((file) => join(root, file)));
    read.add('NODE_OPTIONS');
    const unread = (environment) => Object.keys(environment).filter((name) => !read.has(name));
    expect(unread(apiEnvironment)).toEqual([]);
    expect(unread({ ...apiEnvironment, MEDIA_S3_BUKET: 'folio-media' })).toEqual(['MEDIA_S3_BUKET']);
  });

  test('the committed secrets are placeholders, and left so the API refuses to start', () => {
    const secret = production.find((resource) => resource.kind === 'Secret');
    const values = Object.values(secret.data).map((value) => Buffer.from(value, 'base64').toString('utf8'));
    expect(new Set(values)).toEqual(new Set(['CHANGE-ME']));
    expect(() => loadConfig(apiEnvironment)).toThrow(ConfigError);
    expect(() => loadConfig(apiEnvironment)).toThrow(/ADMIN_PASSWORD must be at least 12[\s\S]*SESSION_SECRET must be at least 32/);
  });

  test('filled in, the API starts on the external MySQL, media in the bucket, behind nginx, leaving migrations to the Job', () => {
    const config = loadConfig(filledIn);
    expect(config.production).toBe(true);
    expect(config.database).toEqual({ engine: 'mysql', url: expect.stringMatching(/^mysql:\/\/folio:database_password-filled-in-by-the-operator-\d+@[^/]+:3306\/folio$/) });
    expect(config.media.storage).toMatchObject({ kind: 's3', bucket: 'folio-media', accessKeyId: expect.any(String), secretAccessKey: expect.any(String) });
    expect(config.trustProxy).toBe(true);
    expect(config.migrateOnStart).toBe(false);
    expect(config.site.siteUrl).toMatch(/^https:\/\//);
    expect(config.admin.password).not.toBeNull();
    expect(config.session.secret).not.toBeNull();
    expect(config.port).toBe(container(production, 'api').ports[0].containerPort);
  });
});
