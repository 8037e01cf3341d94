import type { FastifyInstance } from "fastify";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { AppConfig } from "../config";
import { helmetHeaders } from "./helmet-headers";

/** The card-payment widget's script and frames: allowed only when it is configured. */
const CARD_WIDGET_ORIGINS = ["https://js.stripe.com"];
const CARD_WIDGET_FRAMES = ["https://js.stripe.com", "https://buy.stripe.com", "https://checkout.stripe.com"];

function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const card = Boolean(config.CARD_BUY_BUTTON_ID && config.CARD_PUBLISHABLE_KEY);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(card ? CARD_WIDGET_ORIGINS : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'", "blob:", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(card ? CARD_WIDGET_ORIGINS : [])],
    "frame-src": card ? CARD_WIDGET_FRAMES : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** The hub's Helmet options. */
export function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS only makes sense over TLS; operators behind a TLS proxy turn it on with HSTS=true.
    strictTransportSecurity: config.HSTS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  };
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  // Helmet's headers are the same for every request: worked out once (helmet-headers.ts) and set where
  // @fastify/helmet sets them, on the raw response in an onRequest hook (so a route may still replace one, as
  // Swagger UI does with its CSP). Helmet also removes X-Powered-By, which nothing here sets.
  const headers = await helmetHeaders(helmetOptions(config));
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  // Powerful browser features the hub never uses are off for it and anything it frames. The microphone stays
  // allowed for the hub itself (speech to text records from it). (A callback hook: an async one costs a promise per
  // request.)
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    done(null, payload);
  });
}

export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), " +
  "microphone=(self), midi=(), payment=(), publickey-credentials-get=(), usb=(), interest-cohort=()";
