import net from "node:net";

/** A TCP relay in front of a server (PostgreSQL, Redis) that a test can cut and restore on the same port. */
export class TcpRelay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  /** A relay on a free local port (not started). */
  static async create(target: { host: string; port: number }): Promise<TcpRelay> {
    const probe = net.createServer();
    const port = await new Promise<number>((resolve) => probe.listen(0, "127.0.0.1", () => resolve((probe.address() as net.AddressInfo).port)));
    await new Promise((r) => probe.close(r));
    return new TcpRelay(target, port);
  }

  async start() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}
