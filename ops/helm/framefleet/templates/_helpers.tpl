{{/* The chart's name, or nameOverride. */}}
{{- define "framefleet.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Object name prefix: release and chart name (once when the release already holds it), at most 63 characters. */}}
{{- define "framefleet.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "framefleet.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels of every object. */}}
{{- define "framefleet.labels" -}}
helm.sh/chart: {{ include "framefleet.chart" . }}
{{ include "framefleet.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: framefleet
{{- end }}

{{/* Labels that select this release's pods (a component label narrows them). */}}
{{- define "framefleet.selectorLabels" -}}
app.kubernetes.io/name: {{ include "framefleet.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "framefleet.controlPlane.name" -}}
{{- printf "%s-control-plane" (include "framefleet.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* A render node pool's Deployment: call with (dict "root" $ "pool" "gpu"). */}}
{{- define "framefleet.nodePool.name" -}}
{{- printf "%s-render-node-%s" (include "framefleet.fullname" .root) .pool | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "framefleet.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "framefleet.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "framefleet.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) }}
{{- end }}

{{- define "framefleet.configMapName" -}}
{{- printf "%s-config" (include "framefleet.fullname" .) }}
{{- end }}

{{- define "framefleet.secretName" -}}
{{- default (printf "%s-secrets" (include "framefleet.fullname" .)) .Values.secrets.existingSecret }}
{{- end }}

{{/* The settings every framefleet container takes: the ConfigMap and the Secret. */}}
{{- define "framefleet.envFrom" -}}
- configMapRef:
    name: {{ include "framefleet.configMapName" . }}
- secretRef:
    name: {{ include "framefleet.secretName" . }}
{{- end }}

{{/* Pod annotations: a checksum of the settings (a changed setting restarts the pods) and the scrape annotations. */}}
{{- define "framefleet.podAnnotations" -}}
checksum/config: {{ include (print .root.Template.BasePath "/config.yaml") .root | sha256sum }}
{{- /* Not beside a ServiceMonitor: a Prometheus that follows both would scrape every pod twice. */}}
{{- if and .root.Values.monitoring.podAnnotations (not .root.Values.monitoring.serviceMonitor.enabled) }}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .port | quote }}
prometheus.io/path: /metrics
{{- end }}
{{- end }}
