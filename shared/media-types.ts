/**
 * Every MIME decision in one place: the media type a file name is served with, and the file
 * extension a media type is saved under. Both come from the mime-types registry (mime-db), except
 * for the few types where its answer is not the one players and people expect.
 */
import mime from 'mime-types';

/**
 * Type ↔ extension pairs that win over mime-db both ways: its first extension for audio/mpeg is
 * `mpga`, for audio/ogg `oga` and for video/quicktime `qt`; it knows FLAC only as audio/x-flac,
 * AAC streams not at all, and maps `.wav` to audio/wave, while the probe (libavformat) names these
 * audio/flac, audio/aac and audio/wav. With these pairs a type round-trips through its file name.
 */
const preferredPairs: ReadonlyArray<readonly [mediaType: string, extension: string]> = [
  ['audio/mpeg', 'mp3'], ['audio/ogg', 'ogg'], ['audio/flac', 'flac'], ['audio/aac', 'aac'], ['audio/wav', 'wav'],
  ['video/quicktime', 'mov'], ['image/jpeg', 'jpg'],
];
const extensionByType = new Map(preferredPairs);
const typeByExtension = new Map(preferredPairs.map(([type, extension]) => [extension, type]));

/** The Content-Type a file named `name` is served with, from its extension; octet-stream when unknown. */
export function mediaTypeOfName(name: string): string {
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  return typeByExtension.get(extension) || mime.lookup(extension) || 'application/octet-stream';
}

/** The extension (without the dot) a file of `mediaType` is saved under; `bin` when unknown. */
export function extensionOfMediaType(mediaType: string | null | undefined): string {
  const type = (mediaType ?? '').split(';')[0]!.trim().toLowerCase();
  return extensionByType.get(type) || mime.extension(type) || 'bin';
}

/** The full Content-Type header a file named `name` is served with: its media type, and for text its charset. */
export function contentTypeOfName(name: string): string {
  return mime.contentType(mediaTypeOfName(name)) || 'application/octet-stream';
}
