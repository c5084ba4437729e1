// Property tests (fast-check) draw from one fixed seed, so a run of the suite is repeatable: the
// same commit passes or fails the same way every time. To explore new inputs, run with
// FC_SEED=random (each property then prints the seed of a failure) or FC_SEED=<number> to replay.
// The fuzz suite's FUZZ_SEED still overrides its own properties.
import fc from "fast-check";

const asked = process.env.FC_SEED;
if (asked !== "random") fc.configureGlobal({ seed: asked === undefined ? 20261125 : Number(asked) });
