// What makes the Kubernetes manifests honest beyond their schemas (manifests.test.mjs runs each on the
// overlay's build): every check takes the built resources and returns its problems, one line each.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/** The resources `kubectl kustomize <dir>` builds (kubectl's own kustomize: what `kubectl apply -k` applies). */
export function kustomizeBuild(dir) {
  const built = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  if (built.error?.code === 'ENOENT') {
    throw new Error('kubectl is not installed: the manifests are built with its kustomize (kubectl 1.21 or later; the machines have it from google-cloud-cli)');
  }
  if (built.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${built.stderr}`);
  return parseAllDocuments(built.stdout).map((document) => document.toJS());
}

const nameOf = (resource) => `${resource.kind}/${resource.metadata.name}`;
const byKind = (resources, kind) => resources.filter((resource) => resource.kind === kind);
const find = (resources, kind, name) => resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
const matches = (selector, labels = {}) => Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

/** Every workload's pod spec, with what owns it: Deployments and Jobs. */
function podSpecs(resources) {
  return resources.filter((resource) => ['Deployment', 'Job'].includes(resource.kind)).map((resource) => ({ owner: nameOf(resource), resource, spec: resource.spec.template.spec }));
}

function containers(resources) {
  return podSpecs(resources).flatMap(({ owner, resource, spec }) => spec.containers.map((container) => ({ owner, resource, container })));
}

/** Files of `dir` and its subfolders that a kustomization names (resources, patches, generators), each relative to `dir`. */
export function filesKustomizationNames(dir) {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
  const generated = [...(kustomization.configMapGenerator ?? []), ...(kustomization.secretGenerator ?? [])].flatMap((generator) => [
    ...(generator.envs ?? []),
    ...(generator.files ?? []).map((file) => file.split('=').at(-1)),
  ]);
  return [...(kustomization.resources ?? []), ...(kustomization.patches ?? []).map((patch) => patch.path).filter(Boolean), ...generated];
}

/** Files lying in a kustomization's folder that it never names: edited in vain. */
export function unusedFiles(dir, listing = filesUnder(dir)) {
  const named = new Set(filesKustomizationNames(dir));
  return listing.filter((file) => file !== 'kustomization.yaml' && !named.has(file)).map((file) => `${relative(process.cwd(), join(dir, file))} is named by no kustomization.yaml`);
}

export function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** A Deployment's selector matches its own pods' labels (the API server refuses it otherwise). */
export function deploymentSelectorsMatchTemplates(resources) {
  return byKind(resources, 'Deployment')
    .filter((deployment) => !matches(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels))
    .map((deployment) => `${nameOf(deployment)} selects ${JSON.stringify(deployment.spec.selector.matchLabels)}, which its own pods do not carry`);
}

export function serviceSelectorsMatchPods(resources) {
  const deployments = byKind(resources, 'Deployment');
  return byKind(resources, 'Service')
    .filter((service) => !deployments.some((deployment) => matches(service.spec.selector, deployment.spec.template.metadata.labels)))
    .map((service) => `${nameOf(service)} selects ${JSON.stringify(service.spec.selector)}: no Deployment's pods carry those labels`);
}

/** Each Deployment's containers have the three probes, each on a port the container declares. */
export function probesOnDeclaredPorts(resources) {
  return containers(resources)
    .filter(({ resource }) => resource.kind === 'Deployment')
    .flatMap(({ owner, container }) => {
      const ports = (container.ports ?? []).flatMap((port) => [port.name, port.containerPort]);
      return ['startupProbe', 'readinessProbe', 'livenessProbe'].flatMap((probe) => {
        const check = container[probe];
        if (!check) return [`${owner} container ${container.name} has no ${probe}`];
        const port = (check.httpGet ?? check.tcpSocket ?? check.grpc)?.port;
        return ports.includes(port) ? [] : [`${owner} container ${container.name}: its ${probe} asks port ${port}, which it does not declare`];
      });
    });
}

/** A Service's port as `port` (a number or a name) names it, and the container port it sends to. */
function servicePort(resources, serviceName, port) {
  const service = find(resources, 'Service', serviceName);
  return service?.spec.ports.find((candidate) => candidate.name === port || candidate.port === port);
}

export function serviceTargetPortsDeclared(resources) {
  const deployments = byKind(resources, 'Deployment');
  return byKind(resources, 'Service').flatMap((service) => {
    const pods = deployments.filter((deployment) => matches(service.spec.selector, deployment.spec.template.metadata.labels));
    return service.spec.ports
      .filter((port) => !pods.some((deployment) => deployment.spec.template.spec.containers.some((container) => (container.ports ?? []).some((declared) => [declared.name, declared.containerPort].includes(port.targetPort ?? port.port)))))
      .map((port) => `${nameOf(service)} port ${port.port} sends to ${port.targetPort}, which no selected container declares`);
  });
}

export function ingressBackendsExist(resources) {
  return byKind(resources, 'Ingress').flatMap((ingress) =>
    (ingress.spec.rules ?? []).flatMap((rule) =>
      rule.http.paths.flatMap(({ path, backend }) => {
        const { name, port } = backend.service;
        if (!find(resources, 'Service', name)) return [`${nameOf(ingress)} sends ${path} to Service ${name}, which does not exist`];
        return servicePort(resources, name, port.name ?? port.number) ? [] : [`${nameOf(ingress)} sends ${path} to port ${port.name ?? port.number} of Service ${name}, which it does not have`];
      }),
    ),
  );
}

/** HPAs name a Deployment that leaves the count to them; PDBs select a Deployment's pods. */
export function scalingTargetsExist(resources) {
  const deployments = byKind(resources, 'Deployment');
  const autoscaled = byKind(resources, 'HorizontalPodAutoscaler').flatMap((hpa) => {
    const target = hpa.spec.scaleTargetRef;
    const deployment = target.kind === 'Deployment' ? find(resources, 'Deployment', target.name) : undefined;
    if (!deployment) return [`${nameOf(hpa)} scales ${target.kind}/${target.name}, which does not exist`];
    return deployment.spec.replicas === undefined ? [] : [`${nameOf(deployment)} sets replicas although ${nameOf(hpa)} owns the count: every apply would reset it`];
  });
  const budgets = byKind(resources, 'PodDisruptionBudget')
    .filter((pdb) => !deployments.some((deployment) => matches(pdb.spec.selector.matchLabels, deployment.spec.template.metadata.labels)))
    .map((pdb) => `${nameOf(pdb)} selects ${JSON.stringify(pdb.spec.selector.matchLabels)}: no Deployment's pods carry those labels`);
  return [...autoscaled, ...budgets];
}

/** The ConfigMaps and Secrets each pod reads exist in the build (after kustomize's hashed names), unless marked optional. */
export function referencesExist(resources) {
  return podSpecs(resources).flatMap(({ owner, spec }) => {
    const wanted = [
      ...spec.containers.flatMap((container) => [
        ...(container.envFrom ?? []).flatMap((source) => [source.configMapRef && ['ConfigMap', source.configMapRef], source.secretRef && ['Secret', source.secretRef]]),
        ...(container.env ?? []).flatMap(({ valueFrom }) => [valueFrom?.configMapKeyRef && ['ConfigMap', valueFrom.configMapKeyRef], valueFrom?.secretKeyRef && ['Secret', valueFrom.secretKeyRef]]),
      ]),
      ...(spec.volumes ?? []).flatMap((volume) => [volume.configMap && ['ConfigMap', volume.configMap], volume.secret && ['Secret', { name: volume.secret.secretName }]]),
    ].filter(Boolean);
    return wanted
      .filter(([kind, reference]) => !reference.optional && !find(resources, kind, reference.name))
      .map(([kind, reference]) => `${owner} reads ${kind} ${reference.name}, which the build does not hold`);
  });
}

/** Requests and limits of CPU and memory on every container, each request within its limit. */
export function resourcesBounded(resources) {
  const quantity = (value) => {
    const [, number, unit = ''] = /^([\d.]+)([A-Za-z]*)$/.exec(String(value)) ?? [];
    const units = { '': 1, m: 1e-3, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, K: 1e3, M: 1e6, G: 1e9 };
    return Number(number) * (units[unit] ?? Number.NaN);
  };
  return containers(resources).flatMap(({ owner, container }) =>
    ['cpu', 'memory'].flatMap((kind) => {
      const request = container.resources?.requests?.[kind];
      const limit = container.resources?.limits?.[kind];
      if (request === undefined || limit === undefined) return [`${owner} container ${container.name} lacks a ${kind} request or limit`];
      return quantity(request) <= quantity(limit) ? [] : [`${owner} container ${container.name} asks more ${kind} (${request}) than its limit (${limit})`];
    }),
  );
}

const BEFORE_ROLLOUT = 'folio/apply';

/** What `kubectl apply -k … -l folio/apply=before-rollout` applies: the migration Job and all it reads. */
export function beforeRolloutComplete(resources) {
  const early = resources.filter((resource) => resource.metadata.labels?.[BEFORE_ROLLOUT] === 'before-rollout');
  const jobs = byKind(resources, 'Job');
  const problems = jobs.filter((job) => !early.includes(job)).map((job) => `${nameOf(job)} is not labelled ${BEFORE_ROLLOUT}=before-rollout: it would run with the rollout`);
  problems.push(...referencesExist(early).map((problem) => `before the rollout: ${problem}`));
  const namespaces = byKind(resources, 'Namespace');
  problems.push(...namespaces.filter((namespace) => !early.includes(namespace)).map((namespace) => `${nameOf(namespace)} is not applied before the rollout, yet the Job lives in it`));
  return problems;
}

/** The migration is the API's release: the same image, its migrate command, the same configuration. */
export function migrationMatchesApi(resources) {
  const api = find(resources, 'Deployment', 'api')?.spec.template.spec.containers[0];
  const jobs = byKind(resources, 'Job');
  if (!api || jobs.length !== 1) return [`expected the api Deployment and one migration Job, found ${api ? 'the Deployment' : 'no Deployment'} and ${jobs.length} Job(s)`];
  const job = jobs[0].spec.template.spec.containers[0];
  const problems = [];
  if (job.image !== api.image) problems.push(`${nameOf(jobs[0])} runs ${job.image}, the API runs ${api.image}`);
  if (JSON.stringify(job.command) !== JSON.stringify(['node', 'api/dist/migrate-cli.js'])) problems.push(`${nameOf(jobs[0])} runs ${JSON.stringify(job.command)}, not the API image's node api/dist/migrate-cli.js`);
  if (JSON.stringify(job.envFrom) !== JSON.stringify(api.envFrom)) problems.push(`${nameOf(jobs[0])} reads other settings than the API (envFrom)`);
  return problems;
}

/** The environment a Deployment's (or Job's) first container gets: its ConfigMaps and Secrets, then its own env. */
export function containerEnvironment(resources, kind, name) {
  const container = find(resources, kind, name).spec.template.spec.containers[0];
  const env = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, find(resources, 'ConfigMap', source.configMapRef.name)?.data);
    if (source.secretRef) {
      const data = find(resources, 'Secret', source.secretRef.name)?.data ?? {};
      for (const [key, value] of Object.entries(data)) env[key] = Buffer.from(value, 'base64').toString('utf8');
    }
  }
  for (const variable of container.env ?? []) if ('value' in variable) env[variable.name] = variable.value;
  return env;
}

/** Variables the API reads: every upper-case name quoted or read as env.NAME in its configuration's sources. */
export function variablesReadBy(sourceFiles) {
  const names = new Set();
  for (const file of sourceFiles) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([A-Z][A-Z0-9_]{2,})['"`]|env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1] ?? match[2]);
  }
  return names;
}

/** Variables that nginx.conf's proxy_pass lines reach through (`set $folio_api api:8080;`): host:port each. */
export function nginxUpstreamNames(nginxConf) {
  return [...nginxConf.matchAll(/^\s*set \$folio_(?:api|render) ([^;\s]+);/gm)].map((match) => match[1]);
}

/** The web pods' kubernetes-upstreams.conf makes each of nginx.conf's names a server group that reaches a Service. */
export function nginxReachesServices(resources, nginxConf) {
  const web = find(resources, 'Deployment', 'web');
  const mount = web?.spec.template.spec.containers[0].volumeMounts?.find((volumeMount) => volumeMount.mountPath.startsWith('/etc/nginx/conf.d/'));
  const volume = web?.spec.template.spec.volumes?.find((candidate) => candidate.name === mount?.name);
  const configMap = volume?.configMap && find(resources, 'ConfigMap', volume.configMap.name);
  const conf = configMap?.data?.[mount.subPath];
  if (!conf) return ['the web Deployment mounts no ConfigMap file into /etc/nginx/conf.d/'];
  const groups = new Set([...conf.matchAll(/proxy_pass http:\/\/([^;/\s]+)/g)].map((match) => match[1]));
  return nginxUpstreamNames(nginxConf).flatMap((hostPort) => {
    const [host, port] = hostPort.split(':');
    const problems = groups.has(hostPort) ? [] : [`nginx.conf reaches ${hostPort}, for which ${mount.subPath} makes no server group: nginx would ask Docker's DNS, which a pod lacks`];
    if (!servicePort(resources, host, Number(port))) problems.push(`nginx.conf reaches ${hostPort}: no Service ${host} with port ${port}`);
    return problems;
  });
}
