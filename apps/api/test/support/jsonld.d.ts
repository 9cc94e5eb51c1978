declare module 'jsonld' {
  const jsonld: {
    canonize(
      input: object,
      options: { algorithm: string; format: string; documentLoader: unknown; safe?: boolean },
    ): Promise<string>;
  };
  export default jsonld;
}
