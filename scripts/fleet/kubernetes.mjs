#!/usr/bin/env node
// Writes deploy/kubernetes/ from the brands: the manifests an operator applies to run the images of
// scripts/fleet/image.mjs (pnpm release:image) on Kubernetes, in two kustomizations, one of them per cluster:
//   deploy/kubernetes/brands/  a Deployment, Service and Ingress (its hosts) for each brand, one image a brand
//   deploy/kubernetes/fleet/   one Deployment, Service and Ingress for every brand: the fleet image, chosen by host
//   node scripts/fleet/kubernetes.mjs [--out <dir>]    (WL_BRANDS_DIR: brands elsewhere than brands/)
// The files name no registry and no tag (the commit is not known when they are committed): the operator's
// kustomization sets both (`images:`, as release:image --push prints it), and the platform API in a ConfigMap.
// Kubernetes cannot run on the machines that build this project: scripts/fleet/kubernetes.test.ts validates every
// object against the Kubernetes schemas offline (kubernetes-models) and checks that the committed files are current.
// The manifests are JSON, which kubectl and kustomize read as YAML: the repository has no YAML writer to depend on.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { CONTAINER_PORT, imageRepository, PLACEHOLDER_REGISTRY } from './image.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT_DIR = path.join(root, 'deploy/kubernetes');
/** The ConfigMap (and its key) an operator creates with the platform API's origin (deploy/image/entrypoint.sh). */
export const API_CONFIG_MAP = { name: 'wl-mobile-api', key: 'upstream' };

/**
 * The objects serving `brands` ([{ id, config }]) from one image: `name` is a brand's id, or `fleet` for the image
 * holding them all (each answering on its hosts only, so its probes name one of them).
 */
export function workload(name, brands) {
  const fleet = name === 'fleet';
  const objectName = `wl-mobile-${name}`;
  const selector = { 'app.kubernetes.io/name': 'wl-mobile', 'app.kubernetes.io/instance': name };
  const labels = { ...selector, 'app.kubernetes.io/component': fleet ? 'fleet' : 'site' };
  const metadata = { name: objectName, labels };
  const hosts = brands.flatMap(({ config }) => config.hosts ?? []);
  const probe = (periodSeconds, failureThreshold) => ({
    httpGet: { path: '/m/home', port: 'http', ...(fleet ? { httpHeaders: [{ name: 'Host', value: hosts[0] }] } : {}) },
    periodSeconds,
    timeoutSeconds: 2,
    failureThreshold,
  });
  // brands with the API on the site's own origin forward it to the platform the operator names
  const sameOrigin = brands.some(({ config }) => config.api.baseUrl === '/');
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata,
    spec: {
      replicas: 2,
      revisionHistoryLimit: 5,
      selector: { matchLabels: selector },
      // a new version comes up and is ready before an old one goes: no request fails during a rollout
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels },
        spec: {
          automountServiceAccountToken: false,
          // nginx's graceful stop (SIGQUIT, the image's stop signal) lets requests in flight finish
          terminationGracePeriodSeconds: 30,
          securityContext: { runAsNonRoot: true, runAsUser: 33, runAsGroup: 33, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: 'nginx',
              image: imageRepository(PLACEHOLDER_REGISTRY, name),
              ports: [{ name: 'http', containerPort: CONTAINER_PORT }],
              ...(sameOrigin
                ? {
                    env: [
                      {
                        name: 'WL_API_UPSTREAM',
                        // optional: without it the container stops at once, saying it needs one
                        valueFrom: { configMapKeyRef: { ...API_CONFIG_MAP, optional: true } },
                      },
                    ],
                  }
                : {}),
              resources: { requests: { cpu: '50m', memory: '32Mi' }, limits: { cpu: '1', memory: '128Mi' } },
              readinessProbe: probe(5, 2),
              livenessProbe: probe(10, 3),
              securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
              // the only place nginx writes: its sites rendered for the run, its pid and request buffers (uploads of
              // up to 25 MB on their way to the API)
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: '128Mi' } }],
        },
      },
    },
  };
  const service = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata,
    spec: { type: 'ClusterIP', selector, ports: [{ name: 'http', port: 80, targetPort: 'http' }] },
  };
  // TLS ends at the ingress controller (the cluster's default class), with each brand's certificate in its own Secret
  // (cert-manager's or the operator's), the same in the fleet: a certificate names one merchant's hosts, and moving
  // between one image a brand and the fleet image keeps them. A brand without hosts is reached through its Service.
  const tls = brands.filter(({ config }) => config.hosts?.length).map(({ id, config }) => ({ hosts: config.hosts, secretName: `wl-mobile-${id}-tls` }));
  const ingress = hosts.length && {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata,
    spec: {
      tls,
      rules: hosts.map((host) => ({
        host,
        http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: objectName, port: { name: 'http' } } } }] },
      })),
    },
  };
  return [deployment, service, ...(ingress ? [ingress] : [])];
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

function kustomization(comment, resources) {
  return [
    '# generated by scripts/fleet/kubernetes.mjs from the brands: do not edit',
    ...comment.map((line) => `# ${line}`),
    'apiVersion: kustomize.config.k8s.io/v1beta1',
    'kind: Kustomization',
    'resources:',
    ...resources.map((file) => `  - ${file}`),
    '',
  ].join('\n');
}

const SETUP = [
  'An overlay of the operator names the images and the platform API (the files name neither):',
  '  resources: [<this folder>]',
  `  images: [{ name: ${imageRepository(PLACEHOLDER_REGISTRY, '<name>')}, newName: <registry>/wl-mobile/<name>, newTag: <tag> }]`,
  '    (pnpm release:image --push <registry> prints these entries)',
  `  configMapGenerator: [{ name: ${API_CONFIG_MAP.name}, literals: [${API_CONFIG_MAP.key}=https://<platform API host>] }]`,
  "    (for brands whose api.baseUrl is '/'; their containers stop at start without it)",
];

/** The files of deploy/kubernetes/ for `brands` ([{ id, config }]), by path relative to it. */
export function renderManifests(brands) {
  const list = (items) => json({ apiVersion: 'v1', kind: 'List', items });
  const files = new Map();
  for (const brand of brands) files.set(`brands/${brand.id}.json`, list(workload(brand.id, [brand])));
  files.set(
    'brands/kustomization.yaml',
    kustomization(
      ['One Deployment, Service and Ingress a brand, each running its image (release:image <brand>).', ...SETUP],
      brands.map(({ id }) => `${id}.json`),
    ),
  );
  // a fleet serves the brands with hosts: another one is reached by no host name
  const fleet = brands.filter(({ config }) => config.hosts?.length);
  if (fleet.length === 0) return files;
  files.set('fleet/fleet.json', list(workload('fleet', fleet)));
  files.set(
    'fleet/kustomization.yaml',
    kustomization(
      ['One Deployment, Service and Ingress for every brand with hosts, running the fleet image (release:image --fleet).', ...SETUP],
      ['fleet.json'],
    ),
  );
  return files;
}

/** Every brand of `brandsDir`, loaded. */
export async function loadBrands(brandsDir) {
  const { listBrands, loadBrand } = await tsImport(path.join(root, 'packages/brand/src/node/loader.ts'), import.meta.url);
  return Promise.all(listBrands(brandsDir).map(async (id) => ({ id, config: (await loadBrand(brandsDir, id)).config })));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = path.resolve(values.out ?? OUT_DIR);
  const files = renderManifests(await loadBrands(path.resolve(process.env.WL_BRANDS_DIR ?? path.join(root, 'brands'))));
  // a brand removed takes its manifest with it
  for (const folder of ['brands', 'fleet']) fs.rmSync(path.join(out, folder), { recursive: true, force: true });
  for (const [file, content] of files) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), content);
  }
  console.log(`✔ ${files.size} files in ${path.relative(process.cwd(), out) || out}/`);
}
