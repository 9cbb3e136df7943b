// deploy/kubernetes, checked without a cluster: every manifest is valid against the
// Kubernetes API schemas of a pinned version (the kubernetes-models package, 5.1.0, pinned in
// package.json: its models carry the OpenAPI schemas of Kubernetes and validate offline with
// Ajv), and the objects fit together as docs/self-hosting.md ("Kubernetes") describes.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigMap, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { CronJob, Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { loadEnv, ZEnv } from '../src/config/env.js';

const dir = path.resolve(import.meta.dirname, '../../../deploy/kubernetes');

/** The kinds we ship, each with the model that validates it. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'batch/v1/CronJob': CronJob,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [key: string]: unknown;
}

const manifests: Array<Manifest & { file: string }> = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8')).map((doc) => {
      expect(doc.errors, file).toEqual([]);
      return { ...(doc.toJS() as Manifest), file };
    }),
  );

const problemsOf = (m: Manifest): string | null => {
  const Model = MODELS[`${m.apiVersion}/${m.kind}`];
  if (!Model) return `no schema for ${m.apiVersion} ${m.kind}`;
  try {
    new Model(m as never).validate();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
};

const one = <T>(kind: string, name?: string) => {
  const found = manifests.filter((m) => m.kind === kind && (!name || m.metadata.name === name));
  expect(found, kind).toHaveLength(1);
  return found[0] as unknown as T;
};

interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  env?: Array<{ name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: {
    containers: Container[];
    securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
  };
}
type DeploymentDoc = Manifest & {
  spec: {
    replicas: number;
    selector: { matchLabels: Record<string, string> };
    strategy: { rollingUpdate: { maxUnavailable: number } };
    template: PodTemplate;
  };
};

describe('deploy/kubernetes', () => {
  it('holds every object the portal needs, each valid against the pinned Kubernetes schemas', () => {
    expect(manifests.map((m) => m.kind).sort()).toEqual([
      'ConfigMap',
      'CronJob',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Job',
      'PersistentVolumeClaim',
      'PodDisruptionBudget',
      'Secret',
      'Service',
    ]);
    expect(manifests.map((m) => [m.file, m.kind, problemsOf(m)]).filter(([, , p]) => p)).toEqual([]);
  });

  it('refuses what a cluster would refuse (the check can fail)', () => {
    const deployment = one<DeploymentDoc>('Deployment');
    const broken = structuredClone(deployment);
    (broken.spec.template.spec.containers[0]!.ports![0] as { containerPort: unknown }).containerPort = 'http';
    expect(problemsOf(broken)).toMatch(/containerPort must be integer/);
    expect(problemsOf({ ...deployment, spec: { ...deployment.spec, selector: undefined } })).toMatch(
      /selector/,
    );
    expect(problemsOf({ ...deployment, apiVersion: 'extensions/v1beta1' })).toMatch(/no schema/);
  });

  it('rolls the app out with readiness on /readyz and liveness on /healthz, never below one serving replica', () => {
    const deployment = one<DeploymentDoc>('Deployment', 'courtside');
    const [app] = deployment.spec.template.spec.containers;
    expect(app?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(app?.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(deployment.spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);

    // Settings come from the ConfigMap and the Secret shipped beside it, under names the server reads.
    const config = one<Manifest & { data: Record<string, string> }>('ConfigMap');
    const secret = one<Manifest & { stringData: Record<string, string> }>('Secret');
    expect(app?.envFrom).toEqual([
      { configMapRef: { name: config.metadata.name } },
      { secretRef: { name: secret.metadata.name } },
    ]);
    const known = Object.keys(ZEnv.shape);
    for (const name of [...Object.keys(config.data), ...Object.keys(secret.stringData)])
      expect(known, name).toContain(name);
    // Replicas share one JWT secret, PostgreSQL and S3 storage; none keeps state on its own disk.
    expect(Object.keys(secret.stringData)).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET']));
    expect(config.data.S3_BUCKET).toBeTruthy();
    expect(config.data.SEED_DEMO).toBe('false');
  });

  it('reaches the pods through the Service, scales them with an autoscaler and keeps one through disruptions', () => {
    const deployment = one<DeploymentDoc>('Deployment', 'courtside');
    const labels = deployment.spec.template.metadata.labels;
    const service = one<
      Manifest & { spec: { selector: Record<string, string>; ports: Array<{ targetPort: string }> } }
    >('Service');
    expect(labels).toMatchObject(service.spec.selector);
    expect(deployment.spec.template.spec.containers[0]?.ports?.map((p) => p.name)).toContain(
      service.spec.ports[0]?.targetPort,
    );
    const hpa = one<
      Manifest & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }
    >('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = one<
      Manifest & { spec: { minAvailable: number; selector: { matchLabels: Record<string, string> } } }
    >('PodDisruptionBudget');
    expect(labels).toMatchObject(pdb.spec.selector.matchLabels);
    expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
  });

  it("runs the release's version tag under the runtime's default seccomp profile", () => {
    const version = (
      JSON.parse(fs.readFileSync(path.resolve(dir, '../../apps/api/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const pods = [
      one<DeploymentDoc>('Deployment').spec.template,
      one<Manifest & { spec: { template: PodTemplate } }>('Job').spec.template,
    ];
    for (const pod of pods) {
      expect(pod.spec.securityContext?.seccompProfile).toEqual({ type: 'RuntimeDefault' });
      for (const container of pod.spec.containers)
        expect(container.image).toMatch(
          new RegExp(`^courtside(-migrate)?:${version.replaceAll('.', '\\.')}$`),
        );
    }
  });

  it('trusts the one proxy in front for the address, and ships no JWT secret the portal would take', () => {
    const config = one<Manifest & { data: Record<string, string> }>('ConfigMap');
    const secret = one<Manifest & { stringData: Record<string, string> }>('Secret');
    expect(loadEnv({ TRUST_PROXY: config.data.TRUST_PROXY }).TRUST_PROXY).toBe(1);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true', ...secret.stringData }),
    ).toThrow(/JWT_SECRET: is a published sample/);
  });

  it("migrates with `pnpm db:migrate` in a Job of the release's migrate image, before the rollout", () => {
    const job = one<Manifest & { spec: { template: PodTemplate & { spec: { restartPolicy: string } } } }>(
      'Job',
    );
    const [migrate] = job.spec.template.spec.containers;
    const deployment = one<DeploymentDoc>('Deployment', 'courtside');
    expect(migrate?.command).toEqual(['pnpm', 'db:migrate']);
    // The Dockerfile's migrate stage, tagged as the app's image is (the app's has no Prisma CLI).
    expect(migrate?.image).toBe(
      deployment.spec.template.spec.containers[0]?.image.replace(/^courtside:/, 'courtside-migrate:'),
    );
    expect(migrate?.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({
      name: one<Manifest>('Secret').metadata.name,
      key: 'DATABASE_URL',
    });
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    // docs/self-hosting.md says how: the Job completes before app.yaml is applied.
    const readme = fs.readFileSync(path.resolve(dir, '../../docs/self-hosting.md'), 'utf8');
    expect(readme).toContain('kubectl wait --for=condition=complete');
    expect(readme.indexOf('migrate-job.yaml')).toBeLessThan(readme.indexOf('app.yaml'));
  });
});
