// Validates Kubernetes resources against the API's schemas with kubernetes-models (its models carry
// the Kubernetes OpenAPI schemas, compiled). Run as its own Node process (kubernetes-models is an ES
// module only, which jest's CommonJS transform cannot load): a JSON array of resources on stdin, a JSON
// array of `{ resource, problems }` on stdout, one entry per resource.
//
// The schemas accept fields they do not define, as kubectl's client-side validation never did: a
// misspelt `readinessProb` would pass and be dropped by the API server. So each object the schema
// inspects is also checked for fields it never read (strictUnknownFields): kubectl's --validate=strict.
import { text } from 'node:stream/consumers';

async function modelFor({ apiVersion, kind }) {
  const group = apiVersion.includes('/') ? apiVersion : `v1`;
  try {
    const models = await import(`kubernetes-models/${group}`);
    return models[kind];
  } catch {
    return undefined;
  }
}

/**
 * Runs `validate` on a view of `data` that records what the validator reads. An object whose fields
 * the validator looked up one by one (a schema with `properties`) must have no other field; one it
 * enumerated (a map such as labels) or never looked into (free-form) may have any.
 */
function unknownFields(data, validate) {
  const records = new WeakMap();
  const proxies = new WeakMap();
  const track = (value) => {
    if (value === null || typeof value !== 'object') return value;
    if (!proxies.has(value)) {
      const record = { read: new Set(), enumerated: false };
      records.set(value, record);
      proxies.set(
        value,
        new Proxy(value, {
          get: (target, key) => {
            if (typeof key === 'string') record.read.add(key);
            return track(Reflect.get(target, key));
          },
          has: (target, key) => {
            if (typeof key === 'string') record.read.add(key);
            return Reflect.has(target, key);
          },
          ownKeys: (target) => {
            record.enumerated = true;
            return Reflect.ownKeys(target);
          },
        }),
      );
    }
    return proxies.get(value);
  };
  validate(track(data));

  const problems = [];
  const walk = (value, path) => {
    if (value === null || typeof value !== 'object') return;
    const record = records.get(value);
    if (!record) return;
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${path}/${index}`));
    if (!record.enumerated && record.read.size > 0) {
      for (const key of Object.keys(value)) if (!record.read.has(key)) problems.push(`${path}/${key} is not a field the schema knows`);
    }
    for (const [key, child] of Object.entries(value)) walk(child, `${path}/${key}`);
  };
  walk(data, '');
  return problems;
}

async function validateResource(resource) {
  const Model = await modelFor(resource);
  if (!Model) return [`${resource.apiVersion} ${resource.kind} is not a kind kubernetes-models knows`];
  try {
    new Model(resource).validate();
  } catch (error) {
    return [error.message];
  }
  return unknownFields(resource, (data) => Model.prototype.validate.call(data));
}

const resources = JSON.parse(await text(process.stdin));
const results = [];
for (const resource of resources) results.push({ resource: `${resource.kind}/${resource.metadata?.name}`, problems: await validateResource(resource) });
process.stdout.write(JSON.stringify(results));
