// Child process of the http section: the hub's API (buildApp, client false) on 127.0.0.1:0. Prints {"port":N}.
import { createBenchApp } from "../hub-app";

const app = await createBenchApp(false);
await app.listen({ host: "127.0.0.1", port: Number(process.argv[2] ?? 0) });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
