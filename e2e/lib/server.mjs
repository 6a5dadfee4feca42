// Starts the real branchenbuch binary on a free port with demo data, the way
// an operator runs it, and stops it after the tests.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const binary = process.env.BRANCHENBUCH_BIN ?? path.join(root, "bin", "branchenbuch");

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitHealthy(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

/**
 * startServer runs `branchenbuch serve` with a fresh SQLite database, the
 * given settings (set through `branchenbuch settings set`), demo data, an
 * Outscraper file imported before the start (importFile) and extra
 * environment variables (ADMIN_PASSWORD, say).
 * It returns the base URL and a stop function.
 */
export async function startServer({ settings = {}, demoCount = 3000, importFile, env: extraEnv = {} } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "branchenbuch-e2e-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: path.join(dir, "e2e.db"),
    DATA_DIR: dir,
    LISTEN_ADDR: `127.0.0.1:${port}`,
    BASE_URL: baseURL,
    DEMO_COUNT: String(demoCount),
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  for (const [key, value] of Object.entries(settings)) {
    execFileSync(binary, ["settings", "set", key, "-"], { env, input: value });
  }
  if (importFile) execFileSync(binary, ["import", importFile], { env, stdio: ["ignore", "ignore", "inherit"] });
  const child = spawn(binary, ["serve"], { env, stdio: ["ignore", "inherit", "inherit"] });
  try {
    await waitHealthy(baseURL, child, 60_000);
  } catch (err) {
    child.kill("SIGKILL");
    throw err;
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
