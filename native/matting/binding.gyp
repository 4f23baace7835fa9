{
  "targets": [
    {
      "target_name": "framefleet_matting",
      "sources": [
        "src/addon.cc",
        "src/mediapipe.cc",
        "src/person_detector.cc",
        "src/matter.cc"
      ],
      "dependencies": ["<!(node -p \"require('node-addon-api').targets\"):node_addon_api_except"],
      "defines": ["NAPI_VERSION=8"],
      "cflags_cc": ["-std=c++17", "-O2", "-Wall", "-Wextra", "-Wno-unused-parameter", "-Wno-missing-field-initializers", "<!@(pkg-config --cflags opencv4)"],
      "libraries": ["-lopencv_dnn", "-lopencv_imgproc", "-lopencv_core", "-ldl"]
    }
  ]
}
