/** A schedule target's deployed setting (target, role, DLQ ARNs), which CDK sets on every function that schedules. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}
