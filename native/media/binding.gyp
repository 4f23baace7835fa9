{
  "targets": [
    {
      "target_name": "framefleet_media",
      "sources": [
        "src/addon.cc",
        "src/common.cc",
        "src/video_codec.cc",
        "src/video_encoder.cc",
        "src/probe.cc",
        "src/inspect.cc",
        "src/rgba_convert.cc",
        "src/audio.cc",
        "src/assemble.cc",
        "src/x264_cpu.cc",
        "src/cpu.cc",
        "src/rgba_scale.cc",
        "src/cut_out.cc",
        "src/video_decoder.cc"
      ],
      "dependencies": ["<!(node -p \"require('node-addon-api').targets\"):node_addon_api_except"],
      "defines": ["NAPI_VERSION=8"],
      "cflags_cc": ["-std=c++17", "-O2", "-Wall", "-Wextra", "-Wno-unused-parameter", "-Wno-missing-field-initializers", "<!@(pkg-config --cflags libavcodec libavformat libavutil libswscale libswresample)"],
      "libraries": ["<!@(pkg-config --libs libavcodec libavformat libavutil libswscale libswresample)", "-ldl"]
    }
  ]
}
