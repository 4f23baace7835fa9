/** Reading an OTLP JSON trace (what `GET /v1/renders/{id}/trace` answers) in tests. */

/** A trace's spans, flattened. */
export function spansOf(trace: any): any[] {
  return trace.resourceSpans.flatMap((r: any) => r.scopeSpans.flatMap((s: any) => s.spans));
}

/** A span attribute's value, whatever its OTLP type. */
export function attr(span: any, key: string): string | number | boolean | undefined {
  const value = span.attributes.find((a: any) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.doubleValue ?? value?.boolValue;
}
