#!/bin/sh
# Remakes the sample media that `{"sample": true}` template values bind: a 3 s video with sound,
# a still picture and a 3 s sound, drawn and synthesized by ffmpeg alone (no third-party footage),
# each well under 300 KB. Deterministic settings; run from anywhere: ./make-samples.sh
set -eu
cd "$(dirname "$0")"
ff() { ffmpeg -nostdin -hide_banner -loglevel error -y "$@"; }

# Video: 3 s of 640x360 at 30 fps, a moving test pattern with a soft 440 Hz tone.
ff -f lavfi -i "testsrc2=size=640x360:rate=30:duration=3" \
   -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=3,volume=0.3" \
   -map 0:v -map 1:a -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -g 30 -bf 0 \
   -c:a aac -b:a 48k -ac 1 -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
   sample-video.mp4

# Image: a 1280x720 diagonal gradient with a soft vignette.
ff -f lavfi -i "gradients=size=1280x720:c0=0x1d4ed8:c1=0xf59e0b:x0=0:y0=0:x1=1280:y1=720:nb_colors=2:seed=1,vignette=PI/5" \
   -frames:v 1 -c:v mjpeg -q:v 4 -pix_fmt yuvj420p -map_metadata -1 -fflags +bitexact -flags:v +bitexact sample-image.jpg

# Sound: a 3 s rising three-note chime (C5, E5, G5) with fades, mono AAC.
ff -f lavfi -i "aevalsrc='0.25*sin(2*PI*(if(lt(t,1),523.25,if(lt(t,2),659.25,783.99)))*t)*exp(-1.5*mod(t,1))':s=48000:d=3" \
   -af "afade=t=in:d=0.02,afade=t=out:st=2.7:d=0.3" -c:a aac -b:a 64k -ac 1 -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:a +bitexact \
   sample-audio.m4a

ls -l sample-video.mp4 sample-image.jpg sample-audio.m4a
