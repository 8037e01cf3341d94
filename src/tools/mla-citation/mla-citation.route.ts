import { engineRoute } from "../../server/engine-route";
import { contract } from "./contract";

/** MLA formatting is a fact, not a generation: the engine answers even when an AI provider is configured. */
export default engineRoute("mla-citation", { contract, summary: "Format an MLA 9th-edition Works Cited entry" });
