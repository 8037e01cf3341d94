import net from "node:net";

/**
 * A TCP relay in front of a server (PostgreSQL, Redis) that a test can cut and restore on the same port, or turn
 * silent: connections are accepted (and kept open) but nothing is relayed, like a server that hangs.
 */
export class TcpRelay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private silent = false;
  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  /** A relay on a free local port (not started). */
  static async create(target: { host: string; port: number }): Promise<TcpRelay> {
    const probe = net.createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, "127.0.0.1", () => resolve((probe.address() as net.AddressInfo).port)),
    );
    await new Promise((r) => probe.close(r));
    return new TcpRelay(target, port);
  }

  /** Listens; `silent` accepts connections without relaying anything (a server that never answers). */
  async start({ silent = false }: { silent?: boolean } = {}) {
    this.silent = silent;
    this.server = net.createServer((client) => {
      this.track(client);
      if (this.silent) return;
      const upstream = net.connect(this.target);
      this.track(upstream);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      this.pairs.add(pair);
      client.on("close", () => this.pairs.delete(pair));
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  /** From now on nothing is relayed, on open connections or new ones; the connections stay open. */
  silence() {
    this.silent = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  async stop() {
    for (const s of this.sockets) s.destroy();
    this.pairs.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  }
}
