// Types of next.config.mjs for the tests that import it (the project does not type-check JS).
import type { NextConfig } from "next";
export default function config(phase: string): NextConfig;
