// The Kubernetes manifests of deploy/kubernetes/ (scripts/fleet/kubernetes.mjs): Kubernetes cannot run on the machines
// that build this project, so every committed object is validated offline against the Kubernetes schemas
// (kubernetes-models), its references checked (selectors, ports, Service names), and the files compared with what
// the brands generate now (regenerate: node scripts/fleet/kubernetes.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { CONTAINER_PORT, imageRepository, PLACEHOLDER_REGISTRY } from './image.mjs';
import { loadBrands, OUT_DIR, renderManifests } from './kubernetes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const brands = await loadBrands(path.join(root, 'brands'));
const generated = renderManifests(brands);

/** The files under deploy/kubernetes/, by path relative to it. */
function committedFiles(dir = OUT_DIR, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? committedFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests are JSON read back from disk
type Manifest = any;
const CLASSES: Record<string, new (data: Manifest) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'v1 Service': Service,
  'networking.k8s.io/v1 Ingress': Ingress,
};
const validate = (object: Manifest) => {
  const Model = CLASSES[`${object.apiVersion} ${object.kind}`];
  if (!Model) throw new Error(`${object.apiVersion} ${object.kind}: not a kind the manifests should hold`);
  new Model(object).validate();
};

/** The objects of each committed manifest (a v1 List), by file. */
const committed = new Map(
  committedFiles()
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const list = JSON.parse(fs.readFileSync(path.join(OUT_DIR, file), 'utf8'));
      expect(list, file).toMatchObject({ apiVersion: 'v1', kind: 'List' });
      return [file, list.items as Manifest[]];
    }),
);
const ofKind = (items: Manifest[], kind: string) => items.filter((item) => item.kind === kind);

describe('the Kubernetes manifests (deploy/kubernetes/)', () => {
  it('are generated from the brands and current (node scripts/fleet/kubernetes.mjs)', () => {
    expect(committedFiles().sort()).toEqual([...generated.keys()].sort());
    for (const [file, content] of generated) expect(fs.readFileSync(path.join(OUT_DIR, file), 'utf8'), file).toBe(content);
  });

  it('hold a Deployment, Service and Ingress a brand, and one of each for the fleet', () => {
    expect([...committed.keys()].sort()).toEqual([...brands.map(({ id }) => `brands/${id}.json`), 'fleet/fleet.json'].sort());
    for (const [file, items] of committed) expect(items.map((item) => item.kind).sort(), file).toEqual(['Deployment', 'Ingress', 'Service']);
  });

  it('validate against the Kubernetes schemas, which refuse a broken object', () => {
    for (const [file, items] of committed) for (const item of items) expect(() => validate(item), `${file} ${item.kind}`).not.toThrow();
    // the validator is no formality: a port that is not a number, a Deployment without a selector are refused
    const [deployment] = ofKind(committed.get('fleet/fleet.json')!, 'Deployment');
    const broken = structuredClone(deployment);
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(() => validate(broken)).toThrow(/containerPort must be integer/);
    delete broken.spec.selector;
    expect(() => validate(broken)).toThrow(/selector/);
  });

  it('connect: the Service selects the pods and targets their port, the Ingress routes the hosts to the Service', () => {
    for (const [file, items] of committed) {
      const [deployment] = ofKind(items, 'Deployment');
      const [service] = ofKind(items, 'Service');
      const [ingress] = ofKind(items, 'Ingress');
      const pod = deployment.spec.template;
      expect(pod.metadata.labels, file).toMatchObject(deployment.spec.selector.matchLabels);
      expect(pod.metadata.labels, file).toMatchObject(service.spec.selector);
      const [container] = pod.spec.containers;
      expect(container.ports, file).toContainEqual({ name: service.spec.ports[0].targetPort, containerPort: CONTAINER_PORT });
      for (const rule of ingress.spec.rules) {
        expect(rule.http.paths[0].backend.service, `${file} ${rule.host}`).toEqual({ name: service.metadata.name, port: { name: service.spec.ports[0].name } });
      }
    }
  });

  it('route each brand its own hosts, and the fleet every brand', () => {
    const hostsOf = (items: Manifest[]) => ofKind(items, 'Ingress')[0].spec.rules.map((rule: Manifest) => rule.host);
    for (const { id, config } of brands) expect(hostsOf(committed.get(`brands/${id}.json`)!), id).toEqual(config.hosts);
    expect(hostsOf(committed.get('fleet/fleet.json')!)).toEqual(brands.flatMap(({ config }) => config.hosts ?? []));
    // each brand's certificate Secret is the same in its own Ingress and in the fleet's
    const fleetTls = ofKind(committed.get('fleet/fleet.json')!, 'Ingress')[0].spec.tls;
    for (const { id } of brands) expect(fleetTls).toContainEqual(ofKind(committed.get(`brands/${id}.json`)!, 'Ingress')[0].spec.tls[0]);
  });

  it('run the images release:image names, non-root on a read-only root file system, probed on /m/home', () => {
    for (const [file, items] of committed) {
      const name = path.basename(file, '.json');
      const { spec } = ofKind(items, 'Deployment')[0].spec.template;
      const [container] = spec.containers;
      expect(container.image, file).toBe(imageRepository(PLACEHOLDER_REGISTRY, name));
      expect(spec.securityContext, file).toMatchObject({ runAsNonRoot: true, runAsUser: 33 });
      expect(container.securityContext, file).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
      // nginx writes under /tmp only (deploy/image/nginx.conf): an emptyDir
      expect(container.volumeMounts, file).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
      expect(
        spec.volumes.find((volume: Manifest) => volume.name === 'tmp'),
        file,
      ).toHaveProperty('emptyDir');
      expect(container.resources.requests && container.resources.limits, file).toBeTruthy();
      for (const probe of [container.readinessProbe, container.livenessProbe]) expect(probe.httpGet, file).toMatchObject({ path: '/m/home', port: 'http' });
    }
    // the fleet answers a host it does not know with a 404 (deploy/image/unknown-host.conf): its probes name a brand's
    const [fleet] = ofKind(committed.get('fleet/fleet.json')!, 'Deployment')[0].spec.template.spec.containers;
    expect(fleet.readinessProbe.httpGet.httpHeaders).toEqual([{ name: 'Host', value: brands[0]!.config.hosts![0] }]);
  });
});
